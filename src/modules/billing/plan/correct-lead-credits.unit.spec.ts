import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { type PlanCommand, planDecider } from './decide';
import { planChangeOf, type PlanEvent, type PlanLevel } from './events';
import { FREE_LEVEL } from './levels';

const userId = 'user-a';
const at = '2026-11-21T10:00:00.000Z';
const fixAt = '2026-11-28T10:00:00.000Z';
const spec = deciderSpec(planDecider);
const correct: PlanCommand = { type: 'CorrectLeadCredits', userId, at: fixAt };
const created: PlanEvent = {
  type: 'PlanRecordCreated',
  data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at },
};
/** A plan bought before the credits were those advertised: its level carries the account-count amount. */
const boughtBefore = (to: PlanLevel): PlanEvent => ({
  type: 'PlanUpgraded',
  data: { userId, from: FREE_LEVEL, to, subscriptionId: 'sub_1', by: 'webhook', at },
});
const oldBasic: PlanLevel = { plan: 'basic', allowedAccounts: 1, leadCreditsLimit: 10_000 };
const oldPro5: PlanLevel = { plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 25_000 };
const corrected = (from: number, to: number): PlanEvent => ({ type: 'LeadCreditsCorrected', data: { userId, from, to, at: fixAt } });

describe('CorrectLeadCredits', () => {
  it('given a Basic record with 10,000 credits, when corrected, then it is raised to 50,000', () => {
    spec.given(created, boughtBefore(oldBasic)).when(correct).thenAppends([corrected(10_000, 50_000)]);
  });

  it('given a Pro record for 5 accounts with 25,000 credits, when corrected, then it is raised to 100,000', () => {
    spec.given(created, boughtBefore(oldPro5)).when(correct).thenAppends([corrected(25_000, 100_000)]);
  });

  it('given a record already corrected, when corrected again, then nothing changes', () => {
    spec.given(created, boughtBefore(oldBasic), corrected(10_000, 50_000)).when(correct).thenNothing();
  });

  it("given a Free record with one account's 10,000, when corrected, then nothing changes", () => {
    spec.given(created).when(correct).thenNothing();
  });

  it('given no plan record, when corrected, then nothing is created', () => {
    spec.given().when(correct).thenNothing();
  });

  it('given a correction, when folded, then the record holds the new credits and keeps its plan', () => {
    expect(spec.state(created, boughtBefore(oldPro5), corrected(25_000, 100_000))).toMatchObject({
      plan: 'pro',
      allowedAccounts: 5,
      leadCreditsLimit: 100_000,
    });
  });

  it('given a correction, when the plan history describes it, then it reads as a line with both amounts', () => {
    expect(planChangeOf(corrected(10_000, 50_000))).toEqual({
      change: 'Lead credits corrected from 10,000 to 50,000 a month',
      from: null,
      to: null,
      by: 'job',
      at: fixAt,
    });
  });
});
