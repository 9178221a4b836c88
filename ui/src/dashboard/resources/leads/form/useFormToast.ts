import { useCallback, useRef } from 'react';
import { useNotificationContext, useNotify } from 'react-admin';

type ToastType = 'success' | 'warning' | 'error' | 'info';

/**
 * Toasts of one form: a newer message takes the place of the form's older ones still waiting their turn, so a
 * few refused clicks in a row do not leave a queue of stale toasts (toasts show one at a time, 3 s each).
 * Other screens' toasts keep their places.
 */
export function useFormToast() {
  const notify = useNotify();
  const { setNotifications } = useNotificationContext();
  const sent = useRef(new Set<string>());
  return useCallback(
    (message: string, type: ToastType) => {
      if (sent.current.size > 0) setNotifications((pending) => pending.filter((waiting) => typeof waiting.message !== 'string' || !sent.current.has(waiting.message)));
      sent.current.add(message);
      notify(message, { type });
    },
    [notify, setNotifications],
  );
}
