import { type RefObject, useEffect, useState } from 'react';
import { type Box, coversAControl } from './floating-clearance';

/** What a person clicks or types into. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="slider"]';
/** Floating pieces themselves, and dialogs and menus, which open above them. */
const NOT_THE_PAGE = '[data-floating], .MuiModal-root, .MuiPopover-root, [role="dialog"], [role="menu"]';

function pageControlBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (element.closest(NOT_THE_PAGE)) continue;
    boxes.push(element.getBoundingClientRect());
  }
  return boxes;
}

/**
 * Whether the floating element would lie over no control of the page, checked again on every scroll, resize
 * and change of the page (once per frame). While `watching` is false the answer stays true. A floating piece
 * steps aside while it would cover a button; the room kept at the end of every page brings it back.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, watching: boolean, key: unknown): boolean {
  const [clear, setClear] = useState(true);
  // `key` (the page, the bubble's kind) starts a fresh check when what is shown changes without a DOM change here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key only asks for a new check
  useEffect(() => {
    if (!watching) {
      setClear(true);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (element) setClear(!coversAControl(element.getBoundingClientRect(), pageControlBoxes()));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [ref, watching, key]);
  return clear;
}
