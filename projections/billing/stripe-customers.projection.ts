import type { PlanEvent } from '../../src/modules/billing/plan/events';
import { defineProjection } from '../../src/platform/projections/projection';
import { newerStreamVersion } from '../../src/platform/projections/stream-version-guard';

export const STRIPE_CUSTOMERS_PROJECTION = 'billing-stripe-customers';

const handled = ['StripeCustomerLinked', 'DowngradeApplied', 'SubscriptionCanceled'] as const satisfies readonly PlanEvent['type'][];

interface CustomerRow {
  user_id: string;
  customer_id: string;
  subscription_id: string | null;
  updated_at: string;
  stream_version: number;
}

/** stripe_customers: each user's Stripe customer and current subscription; a plan ending on Free has none. */
export const stripeCustomersProjection = defineProjection<PlanEvent>({
  name: STRIPE_CUSTOMERS_PROJECTION,
  handles: handled,
  tables: ['stripe_customers'],
  async apply(trx, events) {
    const userIds = [...new Set(events.map((event) => event.data.userId))];
    const stored = await trx.selectFrom('stripe_customers').selectAll().where('user_id', 'in', userIds).execute();
    const rows = new Map<string, CustomerRow>(stored.map((row) => [row.user_id, { ...row, updated_at: row.updated_at.toISOString() }]));
    const changed = new Set<string>();
    for (const recorded of events) {
      const event = recorded as PlanEvent;
      const row = rows.get(event.data.userId);
      if (row && row.stream_version >= recorded.version) continue;
      const at = recorded.createdAt.toISOString();
      if (event.type === 'StripeCustomerLinked') {
        rows.set(event.data.userId, {
          user_id: event.data.userId,
          customer_id: event.data.customerId,
          subscription_id: event.data.subscriptionId,
          updated_at: at,
          stream_version: recorded.version,
        });
      } else if ((event.type === 'DowngradeApplied' || event.type === 'SubscriptionCanceled') && event.data.to.plan === 'free' && row) {
        Object.assign(row, { subscription_id: null, updated_at: at, stream_version: recorded.version });
      } else continue;
      changed.add(event.data.userId);
    }
    for (const userId of changed) {
      const row = rows.get(userId) as CustomerRow;
      await trx
        .insertInto('stripe_customers')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet((eb) => ({
              customer_id: eb.ref('excluded.customer_id'),
              subscription_id: eb.ref('excluded.subscription_id'),
              updated_at: eb.ref('excluded.updated_at'),
              stream_version: eb.ref('excluded.stream_version'),
            }))
            .where(newerStreamVersion('stripe_customers')),
        )
        .execute();
    }
  },
});
