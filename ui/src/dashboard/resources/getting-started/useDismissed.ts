import { useCallback, useState } from 'react';

const keyOf = (userId: string) => `outtwit.getting-started.hidden.${userId}`;

function read(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

/** Whether this user hid the checklist on this browser; hiding is remembered per user. */
export function useDismissed(userId: string | undefined): [boolean, () => void] {
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const dismissed = userId !== undefined && (hiddenFor === userId || read(userId));
  const dismiss = useCallback(() => {
    if (!userId) return;
    try {
      window.localStorage.setItem(keyOf(userId), '1');
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
    setHiddenFor(userId);
  }, [userId]);
  return [dismissed, dismiss];
}
