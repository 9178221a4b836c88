import type { CancellationReason, ChangePlanBody } from '@shared/billing/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { getParsed } from '../../providers/api';
import { type DashboardDataProvider, errorStatus, serverMessage } from '../../providers/dataProvider';
import { planChangePreview, planHistory, verifySessionAnswer } from './billing-answers';

/** POST /api/billing/cancel's body: the reason is required, the feedback optional. */
export interface CancelBody {
  reason: CancellationReason;
  feedback?: string;
}

/**
 * The billing reads: Stripe's preview of a plan change (POST /api/billing/preview, which changes nothing) and a
 * checkout session's outcome (GET /api/billing/verify-session). The plan changes are useBillingCommands.
 */
export function useBillingApi() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  return useMemo(
    () => ({
      preview: (body: ChangePlanBody) =>
        dataProvider.command('billing', 'preview', { data: body }, planChangePreview).then(({ data }) => data),
      verifySession: (sessionId: string) =>
        getParsed(`/billing/verify-session?session_id=${encodeURIComponent(sessionId)}`, verifySessionAnswer),
    }),
    [dataProvider],
  );
}

/**
 * Plan history rows, newest first. Keyed by the live-updates resource 'plan-history', so each change the
 * server records refetches it.
 */
export const PLAN_HISTORY_KEY = ['plan-history'] as const;

export function usePlanHistory() {
  return useQuery({
    queryKey: PLAN_HISTORY_KEY,
    queryFn: ({ signal }) =>
      getParsed('/billing/history', planHistory, signal),
    staleTime: 30_000,
  });
}

/** Reloads the plan record (the page, the plan badge) and its history. */
export function useReloadPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['plan'] }),
        queryClient.invalidateQueries({ queryKey: PLAN_HISTORY_KEY }),
      ]),
    [queryClient],
  );
}

/**
 * The text of a failed billing call: the specification's prefix ('Error starting checkout: ') and the API's
 * message, or the fallback for the failure (which may depend on the HTTP status).
 */
export function failureText(prefix: string, error: unknown, fallback: string | ((status: number) => string)): string {
  const detail = serverMessage(error);
  if (detail) return prefix + detail;
  const status = errorStatus(error);
  if (typeof fallback === 'function') return prefix + fallback(status ?? 0);
  return prefix + fallback;
}
