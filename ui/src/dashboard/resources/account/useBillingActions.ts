import { billingMessages } from '@shared/billing/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describePlan, formatDate, type PlanTarget } from './account-plan';
import { type CancelBody, failureText, useReloadPlan } from './billing-api';
import { useBillingCommands } from './billing-commands';
import type { Notice } from './NoticeBanner';

/** The action running now, which disables its button (and the others that would race it). */
export type BillingAction = 'trial' | 'subscribe' | 'pro' | 'portal' | 'change' | 'downgrade' | 'cancel';

/** How long the cancellation's notice shows before the browser goes on to the billing portal. */
export const PORTAL_REDIRECT_MS = 300;


/**
 * Every plan change the page offers, each ending in a notice: free users go through checkout, paid users change
 * at once (prorated), Pro goes down to Basic at the end of the cycle, and cancelling stores the reason first.
 */
export function useBillingActions(onNotice: (notice: Notice | null) => void) {
  const commands = useBillingCommands();
  const reloadPlan = useReloadPlan();
  const [busy, setBusy] = useState<BillingAction | null>(null);
  const running = useRef(false);
  // Once the browser is on its way to Stripe, the button stays busy until the page goes.
  const leaving = useRef(false);
  const goTo = useCallback((url: string) => {
    leaving.current = true;
    window.location.assign(url);
  }, []);
  // Back from Stripe through the browser's back button (a page restored from the back-forward cache).
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving.current = false;
      running.current = false;
      setBusy(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const run = useCallback(
    async (action: BillingAction, work: () => Promise<void>, failure: (error: unknown) => string) => {
      if (running.current) return false;
      running.current = true;
      setBusy(action);
      try {
        await work();
        return true;
      } catch (error) {
        onNotice({ severity: 'error', text: failure(error) });
        return false;
      } finally {
        if (!leaving.current) {
          running.current = false;
          setBusy(null);
        }
      }
    },
    [onNotice],
  );

  const checkout = (action: 'trial' | 'subscribe' | 'pro', target: PlanTarget) =>
    run(
      action,
      async () => {
        onNotice(null);
        const answer = await commands.checkout.mutateAsync(
          target.plan === 'pro'
            ? { plan_type: 'pro', allowed_accounts: target.accounts }
            : { plan_type: 'basic', trial: action === 'trial' },
        );
        if (!answer.url) throw new Error(billingMessages.redirectFailed);
        goTo(answer.url);
      },
      (error) =>
        action === 'trial'
          ? billingMessages.trialLinkNotice
          : failureText(billingMessages.prefix.checkout, error, (status) =>
              status ? billingMessages.checkoutFailed(status) : billingMessages.redirectFailed,
            ),
    );

  return {
    busy,
    startTrial: () => checkout('trial', { plan: 'basic' }),
    subscribeBasic: () => checkout('subscribe', { plan: 'basic' }),
    checkoutPro: (accounts: number) => checkout('pro', { plan: 'pro', accounts }),

    openPortal: () =>
      run(
        'portal',
        async () => {
          const answer = await commands.portal.mutateAsync();
          goTo(answer.url);
        },
        (error) => failureText(billingMessages.prefix.portal, error, billingMessages.portalFailed),
      ),

    changePlan: (target: PlanTarget) =>
      run(
        'change',
        async () => {
          const answer = await commands.changePlan.mutateAsync(
            target.plan === 'pro' ? { plan_type: 'pro', allowed_accounts: target.accounts } : { plan_type: 'basic' },
          );
          if (answer.url) {
            goTo(answer.url);
            return;
          }
          onNotice({
            severity: 'success',
            text: answer.message || `Your plan is now ${describePlan(target.plan, target.plan === 'pro' ? target.accounts : 1)}.`,
          });
          await reloadPlan();
        },
        (error) => failureText(billingMessages.prefix.updatePlan, error, billingMessages.updateFailed),
      ),

    scheduleDowngrade: () =>
      run(
        'downgrade',
        async () => {
          const answer = await commands.scheduleDowngrade.mutateAsync('basic');
          if (!answer.success) throw new Error(billingMessages.downgradeFailed);
          onNotice({
            severity: 'success',
            text: `Your downgrade to ${describePlan('basic', 1)} is scheduled for ${formatDate(answer.effective_date)}.`,
          });
          await reloadPlan();
        },
        (error) => failureText(billingMessages.prefix.downgrade, error, billingMessages.downgradeFailed),
      ),

    cancel: (body: CancelBody) =>
      run(
        'cancel',
        async () => {
          const answer = await commands.cancel.mutateAsync(body);
          if (answer.portal_url) {
            const url = answer.portal_url;
            onNotice({ severity: 'success', text: answer.message || 'Taking you to the billing portal...' });
            await new Promise((resolve) => setTimeout(resolve, PORTAL_REDIRECT_MS));
            goTo(url);
            return;
          }
          onNotice({ severity: 'success', text: answer.message || `Your plan is now the ${describePlan('free', 0)}.` });
          await reloadPlan();
        },
        (error) => failureText(billingMessages.prefix.cancel, error, billingMessages.updateFailed),
      ),
  };
}
