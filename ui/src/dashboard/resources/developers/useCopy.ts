import { useEffect, useRef, useState } from 'react';

/** How long the button says 'Copied'. */
const COPIED_FOR_MS = 2000;

/**
 * Copies text to the clipboard: `copied` says so for a moment; `failed` when the browser refused (no permission,
 * an insecure page), for the caller to ask the person to copy it themselves.
 */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    } catch {
      setState('failed');
    }
  };
  return { copy, copied: state === 'copied', failed: state === 'failed' };
}
