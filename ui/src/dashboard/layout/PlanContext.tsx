import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DashboardDataProvider, Plan, PlanName } from '../providers/dataProvider';

interface PlanState {
  plan: Plan | null;
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

const PlanContext = createContext<PlanState>({ plan: null, isPending: true, error: null, refetch: () => {} });

export const planLabels: Record<PlanName, string> = {
  pro: 'Pro Plan',
  basic: 'Basic Plan',
  free: 'Free Plan',
};

/** The signed-in user's plan (GET /api/plan), loaded once for the dashboard and again when the tab regains focus. */
export function PlanProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [state, setState] = useState<Omit<PlanState, 'refetch'>>({ plan: null, isPending: true, error: null });

  const refetch = useCallback(() => {
    dataProvider.getPlan().then(
      (plan) => setState({ plan, isPending: false, error: null }),
      (error: unknown) => setState((previous) => ({ ...previous, isPending: false, error })),
    );
  }, [dataProvider]);

  useEffect(() => {
    refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  return <PlanContext.Provider value={{ ...state, refetch }}>{children}</PlanContext.Provider>;
}

export function usePlan(): PlanState {
  return useContext(PlanContext);
}
