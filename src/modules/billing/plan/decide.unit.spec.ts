import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { planDecider, type PlanCommand } from './decide';
import type { PlanEvent } from './events';

const userId = 'user-a';
const at = '2026-11-21T10:00:00.000Z';
const spec = deciderSpec(planDecider);
const create: PlanCommand = { type: 'CreatePlanRecord', userId, at };
const created: PlanEvent = {
  type: 'PlanRecordCreated',
  data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at },
};

describe('CreatePlanRecord', () => {
  it('given no plan record, creates the free record: 1 account allowed, 0 connected, 10,000 lead credits', () => {
    spec.given().when(create).thenAppends([created]);
  });

  it('given a plan record, does nothing', () => {
    spec.given(created).when(create).thenNothing();
  });

  it('given a plan record with other values, leaves it as it is', () => {
    const other: PlanEvent = { ...created, data: { ...created.data, plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 25_000 } };
    spec.given(other).when({ ...create, at: '2026-12-01T00:00:00.000Z' }).thenNothing();
  });
});

describe('evolve', () => {
  it('folds PlanRecordCreated into an existing record', () => {
    expect(spec.state(created)).toEqual({ exists: true, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000 });
  });
});
