import { randomUUID } from 'node:crypto';
import { planEventIds } from '../../src/modules/billing/commands/change-plan-record/change-plan-record.handler';
import { planDecider } from '../../src/modules/billing/plan/decide';
import { planLevel } from '../../src/modules/billing/plan/levels';
import { planStreamId } from '../../src/modules/billing/plan/events';
import { handleCommand } from '../../src/platform/commands/aggregate-streams';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import type { TestApp } from './start-app';
import { until } from './until';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a user paying through the billing module's own plan command, as Stripe's webhook records an active
 * subscription, and waits until the read models show it: for tests that need a paid plan and are not about
 * paying. The subscription lives only in the plan record; billing's tests and the account-plan browser test walk
 * the real checkout.
 */
export async function givenPaidPlan(app: TestApp, userId: string, plan: 'basic' | 'pro', accounts?: number): Promise<void> {
  const level = planLevel(plan, accounts);
  const subscriptionId = `sub_given_${randomUUID()}`;
  const at = new Date();
  await handleCommand(
    new PostgresEventStore({ pool: app.database.pool }),
    planStreamId(userId),
    planDecider,
    {
      type: 'ApplySubscription',
      userId,
      at: at.toISOString(),
      by: 'webhook',
      subscription: {
        id: subscriptionId,
        customerId: `cus_given_${userId}`,
        status: 'active',
        level,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
        trialEnd: null,
      },
    },
    { userId },
    (events) => planEventIds(userId, subscriptionId, events),
  );
  const shown = async () =>
    (await app.database.db.selectFrom('plans').select(['plan', 'allowed_accounts']).where('user_id', '=', userId).executeTakeFirst()) ?? null;
  await until(async () => JSON.stringify(await shown()), JSON.stringify({ plan, allowed_accounts: level.allowedAccounts }), 10_000);
}

/** The id of the user a session cookie belongs to. */
export async function userIdOf(app: TestApp, cookie: string): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie, origin: app.url } });
  const session = (await response.json()) as { user?: { id: string } } | null;
  if (!session?.user) throw new Error(`no session for the cookie: ${response.status}`);
  return session.user.id;
}
