import { useCallback, useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';

/** Delays of the extra refreshes when the API said its list may still show the state before a command. */
const CATCH_UP_DELAYS_MS = [500, 1500, 3500, 7000];

/** Refreshes the lists after a command, and again shortly after when the read side was behind. */
export function useRefreshAfterCommand() {
  const refresh = useRefresh();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  return useCallback(
    (readSideBehind: boolean) => {
      refresh();
      if (!readSideBehind) return;
      for (const delay of CATCH_UP_DELAYS_MS) timers.current.push(setTimeout(refresh, delay));
    },
    [refresh],
  );
}
