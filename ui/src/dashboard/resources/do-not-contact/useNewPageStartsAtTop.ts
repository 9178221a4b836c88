import { useEffect, useRef } from 'react';

/**
 * Scrolls the list back to its top on a new page or a new search; on a new page, where the whole page scrolls
 * (phones), also brings the top of the panel back into view.
 */
export function useNewPageStartsAtTop(page: number, query: string) {
  const scroller = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search also starts at the top
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    if (shownPage.current === page) return;
    shownPage.current = page;
    const top = panel.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) panel.current?.scrollIntoView({ block: 'start' });
  }, [page, query]);
  return { scroller, panel };
}
