import type { Decider } from '../../../platform/commands/decider';
import { leadCreditsForAccounts } from '../shared/lead-credits';
import type { PlanEvent } from './events';
import { evolve, initialState, type PlanState } from './state';

/** The free plan a new user starts on: one account allowed, none connected, the credits of one account. */
export const FREE_PLAN = { plan: 'free', allowedAccounts: 1, currentAccounts: 0 } as const;

export type PlanCommand = { type: 'CreatePlanRecord'; userId: string; at: string };

export function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'CreatePlanRecord':
      // A user has one plan record; asking again (a redelivered registration) changes nothing.
      if (state.exists) return [];
      return [
        {
          type: 'PlanRecordCreated',
          data: {
            userId: command.userId,
            ...FREE_PLAN,
            leadCreditsLimit: leadCreditsForAccounts(FREE_PLAN.allowedAccounts),
            createdAt: command.at,
          },
        },
      ];
  }
}

export const planDecider: Decider<PlanCommand, PlanState, PlanEvent> = { initialState, evolve, decide };
