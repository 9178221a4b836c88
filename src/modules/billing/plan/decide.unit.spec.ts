import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { billingMessages } from '../contract';
import { type PlanCommand, planDecider, planMessages, type SubscriptionView } from './decide';
import type { PlanEvent } from './events';
import { FREE_LEVEL, planLevel } from './levels';

const userId = 'user-a';
const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-22T10:00:00.000Z';
const periodEnd = '2026-12-21T10:00:00.000Z';
const spec = deciderSpec(planDecider);
const create: PlanCommand = { type: 'CreatePlanRecord', userId, at };
const created: PlanEvent = {
  type: 'PlanRecordCreated',
  data: { userId, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, createdAt: at },
};
const basic = planLevel('basic');
const pro5 = planLevel('pro', 5);
const pro10 = planLevel('pro', 10);

const subscription = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  level: basic,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: periodEnd,
  trialEnd: null,
  ...overrides,
});
const apply = (view: SubscriptionView, by: 'checkout' | 'webhook' | 'job' | 'user' = 'webhook', extra: Partial<PlanCommand> = {}): PlanCommand =>
  ({ type: 'ApplySubscription', userId, at: later, by, subscription: view, ...extra }) as PlanCommand;

const linked = (subscriptionId: string | null = 'sub_1', by: 'checkout' | 'webhook' | 'job' | 'user' = 'webhook'): PlanEvent => ({
  type: 'StripeCustomerLinked',
  data: { userId, customerId: 'cus_1', subscriptionId, by, at: later },
});
const upgraded = (to = basic, by: 'checkout' | 'webhook' | 'job' | 'user' = 'webhook'): PlanEvent => ({
  type: 'PlanUpgraded',
  data: { userId, from: FREE_LEVEL, to, subscriptionId: 'sub_1', by, at: later },
});
const onBasic = [created, linked(), upgraded()];
const onPro5 = [created, linked(), upgraded(pro5)];
const connected = (n: number): PlanEvent => ({ type: 'ConnectedAccountsCounted', data: { userId, currentAccounts: n, at } });
const scheduled = (to = basic, from = pro5): PlanEvent => ({
  type: 'DowngradeScheduled',
  data: { userId, from, to, effectiveDate: periodEnd, by: 'user', at: later },
});

describe('CreatePlanRecord', () => {
  it('given no plan record, creates the free record: 1 account allowed, 0 connected, 10,000 lead credits', () => {
    spec.given().when(create).thenAppends([created]);
  });

  it('given a plan record, does nothing', () => {
    spec.given(created).when(create).thenNothing();
  });

  it('given a plan record with other values, leaves it as it is', () => {
    const other: PlanEvent = { ...created, data: { ...created.data, plan: 'pro', allowedAccounts: 5, leadCreditsLimit: 25_000 } } as PlanEvent;
    spec.given(other).when({ ...create, at: '2026-12-01T00:00:00.000Z' }).thenNothing();
  });
});

describe('ApplySubscription: checkout and webhooks', () => {
  it('a free user with an active Basic subscription is upgraded and linked to the customer', () => {
    spec.given(created).when(apply(subscription(), 'checkout')).thenAppends([linked('sub_1', 'checkout'), upgraded(basic, 'checkout')]);
  });

  it('the same state applied again (a duplicate webhook, or the return after the webhook) appends nothing', () => {
    spec.given(...onBasic).when(apply(subscription(), 'checkout')).thenNothing();
  });

  it('a trialing Basic subscription upgrades and starts the trial once', () => {
    const trialing = subscription({ status: 'trialing', trialEnd: '2026-11-29T10:00:00.000Z' });
    const trial: PlanEvent = { type: 'TrialStarted', data: { userId, subscriptionId: 'sub_1', trialEnd: '2026-11-29T10:00:00.000Z', by: 'webhook', at: later } };
    spec.given(created).when(apply(trialing)).thenAppends([linked(), upgraded(), trial]);
    spec.given(created, linked(), upgraded(), trial).when(apply(trialing)).thenNothing();
    spec.given(created, linked(), upgraded(), trial).when(apply(subscription())).thenNothing();
  });

  it('a trial on a card used for another account is refused: no upgrade, and the subscription is never applied again', () => {
    const trialing = subscription({ status: 'trialing' });
    const refused: PlanEvent = { type: 'TrialRefused', data: { userId, subscriptionId: 'sub_1', reason: billingMessages.trialAbuse, by: 'checkout', at: later } };
    const customer: PlanEvent = { type: 'StripeCustomerLinked', data: { userId, customerId: 'cus_1', subscriptionId: null, by: 'checkout', at: later } };
    spec.given(created).when(apply(trialing, 'checkout', { trialAbuse: true })).thenAppends([customer, refused]);
    spec.given(created, customer, refused).when(apply(subscription({ status: 'canceled' }))).thenNothing();
    spec.given(created, customer, refused).when(apply(trialing)).thenNothing();
  });

  it('a record that does not exist yet is created first', () => {
    spec.given().when(apply(subscription())).thenAppends([{ ...created, data: { ...created.data, createdAt: later } }, linked(), upgraded()]);
  });

  it('an incomplete subscription (checkout not paid) changes no plan', () => {
    const events = planDecider.decide(apply(subscription({ status: 'incomplete' })), spec.state(created));
    expect(events.map((event) => event.type)).toEqual(['StripeCustomerLinked']);
  });

  it('Basic to Pro 5 on the same subscription is a plan change', () => {
    spec.given(...onBasic).when(apply(subscription({ level: pro5 }), 'user')).thenAppends([
      { type: 'PlanChanged', data: { userId, from: basic, to: pro5, by: 'user', at: later } },
    ]);
  });

  it('an older state after a newer one is not applied over it: the caller applies what Stripe says now, only the difference is appended', () => {
    const changed: PlanEvent = { type: 'PlanChanged', data: { userId, from: basic, to: pro10, by: 'webhook', at: later } };
    spec.given(...onBasic, changed).when(apply(subscription({ level: pro10 }))).thenNothing();
  });

  it('cancel_at_period_end (cancelled in the portal) schedules the downgrade to Free at the period end; renewing calls it off', () => {
    const toFree = scheduled(FREE_LEVEL, basic);
    const byWebhook: PlanEvent = { ...toFree, data: { ...toFree.data, by: 'webhook' } } as PlanEvent;
    spec.given(...onBasic).when(apply(subscription({ cancelAtPeriodEnd: true }))).thenAppends([byWebhook]);
    spec.given(...onBasic, byWebhook).when(apply(subscription({ cancelAtPeriodEnd: true }))).thenNothing();
    spec.given(...onBasic, byWebhook).when(apply(subscription())).thenAppends([
      { type: 'DowngradeCanceled', data: { userId, from: basic, to: FREE_LEVEL, by: 'webhook', at: later } },
    ]);
  });

  it('the deleted subscription with a downgrade to Free scheduled applies it, once', () => {
    const toFree = scheduled(FREE_LEVEL, basic);
    const applied: PlanEvent = { type: 'DowngradeApplied', data: { userId, from: basic, to: FREE_LEVEL, subscriptionId: 'sub_1', by: 'webhook', at: later } };
    spec.given(...onBasic, toFree).when(apply(subscription({ status: 'canceled', cancelAtPeriodEnd: true }))).thenAppends([applied]);
    spec.given(...onBasic, toFree, applied).when(apply(subscription({ status: 'canceled' }))).thenNothing();
    spec.given(...onBasic, toFree, applied).when(apply(subscription({ status: 'active' }))).thenNothing();
  });

  it('a subscription that ends without a scheduled downgrade cancels the plan to Free', () => {
    spec.given(...onBasic).when(apply(subscription({ status: 'canceled' }))).thenAppends([
      { type: 'SubscriptionCanceled', data: { userId, from: basic, to: FREE_LEVEL, subscriptionId: 'sub_1', by: 'webhook', at: later } },
    ]);
  });

  it('Pro to Basic reaching the subscription (job or webhook, whichever first) applies the scheduled downgrade once', () => {
    const applied: PlanEvent = { type: 'DowngradeApplied', data: { userId, from: pro5, to: basic, subscriptionId: 'sub_1', by: 'job', at: later } };
    spec.given(...onPro5, scheduled()).when(apply(subscription({ level: basic }), 'job')).thenAppends([applied]);
    spec.given(...onPro5, scheduled(), applied).when(apply(subscription({ level: basic }))).thenNothing();
  });
});

describe('ScheduleDowngrade', () => {
  const downgrade = (to: 'basic' | 'free'): PlanCommand => ({ type: 'ScheduleDowngrade', userId, at: later, to, effectiveDate: periodEnd });

  it('Pro to Basic at the period end', () => {
    spec.given(...onPro5).when(downgrade('basic')).thenAppends([scheduled()]);
  });

  it('is refused with the specification message when more than one account is connected', () => {
    spec.given(...onPro5, connected(3)).when(downgrade('basic')).thenRefuses({ message: billingMessages.cannotDowngrade(3) });
    spec.given(...onPro5, connected(2)).when(downgrade('free')).thenRefuses({ message: billingMessages.cannotDowngrade(2) });
  });

  it('a second downgrade while one is pending is refused; the same one recorded again changes nothing', () => {
    spec.given(...onPro5, scheduled()).when(downgrade('free')).thenRefuses({ message: planMessages.alreadyScheduled, kind: 'conflict' });
    spec.given(...onPro5, scheduled()).when(downgrade('basic')).thenNothing();
  });

  it('refused on Free and to the plan one is on', () => {
    spec.given(created).when(downgrade('free')).thenRefuses({ message: billingMessages.noBillingInformation });
    spec.given(...onBasic).when(downgrade('basic')).thenRefuses({ message: planMessages.samePlan });
  });
});

describe('Cancel', () => {
  const cancel: PlanCommand = { type: 'Cancel', userId, at: later, reason: 'too_expensive', feedback: 'costly' };
  const feedback = (previousPlan: 'free' | 'basic' | 'pro'): PlanEvent => ({
    type: 'CancellationFeedbackGiven',
    data: { userId, reason: 'too_expensive', feedback: 'costly', previousPlan, at: later },
  });

  it('with a Stripe customer: records the feedback only (the portal cancels)', () => {
    spec.given(...onBasic).when(cancel).thenAppends([feedback('basic')]);
  });

  it('without a customer: records the feedback and sets the plan to Free with 1 account', () => {
    const paidWithoutCustomer: PlanEvent = { type: 'PlanChanged', data: { userId, from: FREE_LEVEL, to: pro5, by: 'user', at } };
    spec.given(created, paidWithoutCustomer).when(cancel).thenAppends([
      feedback('pro'),
      { type: 'SubscriptionCanceled', data: { userId, from: pro5, to: FREE_LEVEL, subscriptionId: null, by: 'user', at: later } },
    ]);
  });

  it('is refused with the specification message when more than one account is connected', () => {
    spec.given(...onPro5, connected(4)).when(cancel).thenRefuses({ message: billingMessages.cannotCancel(4) });
  });
});

describe('evolve', () => {
  it('folds PlanRecordCreated into an existing free record', () => {
    expect(spec.state(created)).toMatchObject({ exists: true, plan: 'free', allowedAccounts: 1, currentAccounts: 0, leadCreditsLimit: 10_000, customerId: null });
  });

  it('folds an upgrade and a downgrade applied', () => {
    const state = spec.state(...onPro5, scheduled(), {
      type: 'DowngradeApplied',
      data: { userId, from: pro5, to: basic, subscriptionId: 'sub_1', by: 'job', at: later },
    });
    expect(state).toMatchObject({ plan: 'basic', allowedAccounts: 1, leadCreditsLimit: 50_000, subscriptionId: 'sub_1', scheduledDowngrade: null });
  });
});

describe('ApplySubscription: an unpaid invoice (past_due)', () => {
  const graceMs = 3 * 86_400_000;
  const graceEnds = new Date(Date.parse(later) + graceMs).toISOString();
  const afterGrace = new Date(Date.parse(graceEnds) + 1000).toISOString();
  const overdue: PlanEvent = { type: 'PaymentOverdue', data: { userId, subscriptionId: 'sub_1', graceEnds, by: 'webhook', at: later } };
  const suspended = (when = afterGrace): PlanEvent => ({
    type: 'PlanSuspendedForNonPayment',
    data: { userId, subscriptionId: 'sub_1', from: pro5, to: FREE_LEVEL, by: 'job', at: when },
  });
  const pastDue = subscription({ status: 'past_due', level: pro5 });

  it('given Pro 5, when its invoice goes unpaid, then the plan is kept and the grace period starts', () => {
    spec.given(...onPro5).when(apply(pastDue, 'webhook', { pastDueGraceMs: graceMs })).thenAppends([overdue]);
  });

  it('given an overdue payment within its grace, when Stripe says past_due again, then nothing changes', () => {
    spec.given(...onPro5, overdue).when(apply(pastDue, 'webhook', { pastDueGraceMs: graceMs, at: graceEnds.replace('T10', 'T09') })).thenNothing();
  });

  it('given an overdue payment past its grace, when the job reads it still past_due, then the plan is suspended to Free', () => {
    spec.given(...onPro5, overdue).when(apply(pastDue, 'job', { at: afterGrace })).thenAppends([suspended()]);
  });

  it('given a suspended plan, when the subscription is past_due still, then nothing more happens; when it is paid, then the plan is Pro 5 again', () => {
    spec.given(...onPro5, overdue, suspended()).when(apply(pastDue, 'webhook', { at: afterGrace })).thenNothing();
    spec
      .given(...onPro5, overdue, suspended())
      .when(apply(subscription({ level: pro5 }), 'webhook', { at: afterGrace }))
      .thenAppends([{ type: 'PaymentRecovered', data: { userId, subscriptionId: 'sub_1', from: FREE_LEVEL, to: pro5, by: 'webhook', at: afterGrace } }]);
  });

  it('given an overdue payment within its grace, when it is paid, then the overdue state ends and the plan stays', () => {
    spec
      .given(...onPro5, overdue)
      .when(apply(subscription({ level: pro5 }), 'webhook'))
      .thenAppends([{ type: 'PaymentRecovered', data: { userId, subscriptionId: 'sub_1', from: pro5, to: pro5, by: 'webhook', at: later } }]);
  });

  it('given a Basic trial whose first invoice fails, when it is past_due with no grace, then the plan is suspended at once', () => {
    const trial = [created, linked(), upgraded(basic)];
    spec
      .given(...trial)
      .when(apply(subscription({ status: 'past_due' }), 'webhook', { pastDueGraceMs: 0 }))
      .thenAppends([
        { type: 'PaymentOverdue', data: { userId, subscriptionId: 'sub_1', graceEnds: later, by: 'webhook', at: later } },
        { type: 'PlanSuspendedForNonPayment', data: { userId, subscriptionId: 'sub_1', from: basic, to: FREE_LEVEL, by: 'webhook', at: later } },
      ]);
  });
});
