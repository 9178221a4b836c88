import type { CancellationReason, ChangePlanBody, CheckoutBody } from '@shared/billing/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { z } from 'zod';
import { getParsed } from '../../providers/api';
import { type DashboardDataProvider, errorStatus, serverMessage } from '../../providers/dataProvider';
import {
  cancelAnswer,
  changePlanAnswer,
  checkoutAnswer,
  planChangePreview,
  planHistory,
  portalAnswer,
  scheduleDowngradeAnswer,
  verifySessionAnswer,
} from './billing-answers';

/** POST /api/billing/cancel's body: the reason is required, the feedback optional. */
export interface CancelBody {
  reason: CancellationReason;
  feedback?: string;
}

/**
 * The billing routes (POST /api/billing/<verb>, GET /api/billing/verify-session and /history). Commands go
 * through the data provider, so they carry the session cookie and fail with the API's { message }.
 */
export function useBillingApi() {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  return useMemo(() => {
    const post = <T extends object>(verb: string, answer: z.ZodType<T>, data?: unknown) =>
      dataProvider.command('billing', verb, { data: data ?? {} }, answer).then(({ data: parsed }) => parsed);
    return {
      checkout: (body: CheckoutBody) => post('checkout', checkoutAnswer, body),
      preview: (body: ChangePlanBody) => post('preview', planChangePreview, body),
      changePlan: (body: ChangePlanBody) => post('change-plan', changePlanAnswer, body),
      scheduleDowngrade: (downgradeTo: 'basic' | 'free') =>
        post('schedule-downgrade', scheduleDowngradeAnswer, { downgrade_to: downgradeTo }),
      cancel: (body: CancelBody) => post('cancel', cancelAnswer, body),
      portal: () => post('portal', portalAnswer),
      verifySession: (sessionId: string) =>
        getParsed(`/billing/verify-session?session_id=${encodeURIComponent(sessionId)}`, verifySessionAnswer),
    };
  }, [dataProvider]);
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
