import { describe, expect, it } from 'vitest';
import { decide, type PlanCommand } from './decide';
import type { PlanEvent } from './events';
import { evolve, initialState } from './state';

const userId = 'user-a';
const at = '2026-11-21T10:00:00.000Z';
const given = (...events: PlanEvent[]) => events.reduce(evolve, initialState);
const create: PlanCommand = { type: 'CreatePlanRecord', userId, at };
const created: PlanEvent = {
  type: 'PlanRecordCreated',
  data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at },
};

describe('CreatePlanRecord', () => {
  it('given no plan record, creates the free record: 1 account allowed, 0 connected, 10,000 lead credits', () => {
    expect(decide(create, given())).toEqual([created]);
  });

  it('given a plan record, does nothing', () => {
    expect(decide(create, given(created))).toEqual([]);
  });

  it('given a plan record with other values, leaves it as it is', () => {
    const other: PlanEvent = { ...created, data: { ...created.data, plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 25_000 } };
    expect(decide({ ...create, at: '2026-12-01T00:00:00.000Z' }, given(other))).toEqual([]);
  });
});

describe('evolve', () => {
  it('folds PlanRecordCreated into an existing record', () => {
    expect(given(created)).toEqual({ exists: true, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000 });
  });
});
