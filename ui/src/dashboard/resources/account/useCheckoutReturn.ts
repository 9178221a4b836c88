import { billingMessages, type VerifySessionAnswer } from '@shared/billing/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notice } from './NoticeBanner';

/** After paying (or starting a $0 trial) the next step is the X account campaigns send from. */
export const afterPayment = {
  text: 'Next, connect the X account your campaigns send from.',
  label: 'Connect Account',
  to: '/dashboard/connect',
};

/** The notice for a verified checkout session. */
export function verifiedNotice(answer: VerifySessionAnswer): Notice {
  if (answer.status === 'success') return { severity: 'success', text: billingMessages.paymentSuccessful, next: afterPayment };
  if (answer.status === 'canceled') {
    if (answer.abuse_detected) return { severity: 'error', text: billingMessages.trialAbuse };
    return { severity: 'error', text: answer.reason || billingMessages.canceledOrFailed };
  }
  return { severity: 'warning', text: billingMessages.checkoutStatus(answer.status) };
}

/**
 * The return from checkout, by query parameters: `session_id` (with `success`) is verified, `canceled` and
 * `error` say what happened; the query string is cleared afterwards, so a reload does not repeat it.
 */
export function useCheckoutReturn({
  verifySession,
  onNotice,
  onPaid,
}: {
  verifySession(sessionId: string): Promise<VerifySessionAnswer>;
  onNotice(notice: Notice): void;
  onPaid(): void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const sessionId = params.get('session_id');
    const canceled = params.has('canceled');
    const error = params.get('error');
    if (!sessionId && !canceled && error === null) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });

    if (error !== null) {
      onNotice({ severity: 'error', text: error.trim() || billingMessages.paymentError });
    } else if (canceled && !sessionId) {
      onNotice({ severity: 'warning', text: billingMessages.checkoutCanceled });
    } else if (sessionId) {
      onNotice({ severity: 'info', text: 'Checking your payment...' });
      verifySession(sessionId).then(
        (answer) => {
          onNotice(verifiedNotice(answer));
          if (answer.status === 'success') onPaid();
        },
        () => onNotice({ severity: 'error', text: billingMessages.couldNotVerify }),
      );
    }
  }, [location.search, location.pathname, location.hash, navigate, verifySession, onNotice, onPaid]);
}
