import type { PlanEvent, PlanName } from './events';

export type PlanState =
  | { exists: false }
  | { exists: true; plan: PlanName; allowedAccounts: number; currentAccounts: number; leadCreditsLimit: number };

export const initialState = (): PlanState => ({ exists: false });

export function evolve(state: PlanState, event: PlanEvent): PlanState {
  switch (event.type) {
    case 'PlanRecordCreated':
      return {
        exists: true,
        plan: event.data.plan,
        allowedAccounts: event.data.allowedAccounts,
        currentAccounts: event.data.currentAccounts,
        leadCreditsLimit: event.data.leadCreditsLimit,
      };
    default:
      return state;
  }
}
