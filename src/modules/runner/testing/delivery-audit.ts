import type { Selectable } from 'kysely';
import type { CampaignRunsTable, DmDeliveriesTable } from '../../../../projections/runner/tables';
import type { Database } from '../../../platform/database/database';
import type { RunnerWorld } from './runner-world';

/** A DM X accepted, as the simulator's ledger records it. */
export interface AcceptedDm {
  senderId: string;
  recipientId: string;
  text: string;
  requestId?: string;
}

export type LedgerRow = Pick<Selectable<DmDeliveriesTable>, 'id' | 'username' | 'recipient_x_id' | 'state' | 'x_message_id'> & { day: string };

export type RunCounters = Pick<
  Selectable<CampaignRunsTable>,
  | 'status'
  | 'in_flight'
  | 'messages_sent'
  | 'messages_failed'
  | 'skipped_already_dmd'
  | 'skipped_do_not_contact'
  | 'skipped_cannot_dm'
  | 'next_contact_index'
  | 'day_target'
  | 'day_sent'
>;

/** What X received from the account and what the database says the campaign did, side by side. */
export interface DeliveryAudit {
  /** DMs X accepted from the sender, per recipient id, only those with more than one. */
  duplicates: Array<{ recipientId: string; count: number }>;
  /** Usernames on the Do Not Contact list X got a DM for. */
  sentToDoNotContact: string[];
  /** Usernames another campaign already messaged that this one messaged again. */
  sentToAlreadyMessaged: string[];
  /** Usernames whose lead says they cannot be messaged that X got a DM for. */
  sentToCannotDm: string[];
  /** DMs X accepted whose request id is no ledger row of the campaign (sent without a reservation). */
  unreserved: number;
  /** Ledger rows of the campaign, by state. */
  states: Record<string, number>;
  /** Ledger rows marked sent whose recipient X never got a DM from the account, and the reverse. */
  sentButNotAtX: string[];
  atXButNotSent: string[];
  /** Most reservations an account made on one day, from account_daily_dms and from the ledger. */
  accountDayCounter: number;
  accountDayLedger: number;
  run: RunCounters | undefined;
  /** The campaign's read model counters, when the projection ran. */
  card: Omit<RunCounters, 'status' | 'in_flight' | 'day_target' | 'day_sent' | 'skipped_cannot_dm'> | undefined;
  /** The same counters in the runner's campaign_progress read model. */
  progress: Omit<RunCounters, 'status' | 'in_flight' | 'day_target' | 'day_sent'> | undefined;
  ledger: LedgerRow[];
}

/** Compares the simulator's DM ledger with the delivery ledger, the caps and the run's counters. */
export async function auditDeliveries(db: Database, world: RunnerWorld, senderXId: string, accepted: readonly AcceptedDm[]): Promise<DeliveryAudit> {
  const mine = accepted.filter((dm) => dm.senderId === senderXId);
  const perRecipient = new Map<string, number>();
  for (const dm of mine) perRecipient.set(dm.recipientId, (perRecipient.get(dm.recipientId) ?? 0) + 1);
  const usernameOf = new Map([...world.xIdOf].map(([username, id]) => [id, username]));
  const messaged = new Set([...perRecipient.keys()].map((id) => usernameOf.get(id) ?? `#${id}`));

  const ledger = await db
    .selectFrom('dm_deliveries')
    .select((eb) => ['id', 'username', 'recipient_x_id', 'state', eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'), 'x_message_id'])
    .where('campaign_id', '=', world.campaignId)
    .orderBy('contact_index')
    .orderBy('username')
    .execute();
  const states: Record<string, number> = {};
  for (const row of ledger) states[row.state] = (states[row.state] ?? 0) + 1;
  const ids = new Set(ledger.map((row) => row.id));
  const sentNames = new Set(ledger.filter((row) => row.state === 'sent').map((row) => row.username));

  const counter = await db
    .selectFrom('account_daily_dms')
    .select((eb) => eb.cast<number>(eb.fn.coalesce(eb.fn.max('dms_sent'), eb.lit(0)), 'integer').as('n'))
    .where('account_id', '=', world.accountId)
    .executeTakeFirst();
  const perDay = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('dm_deliveries')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .where('account_id', '=', world.accountId)
        .where('state', 'in', ['sent', 'reserved'])
        .where('campaign_id', '<>', world.otherCampaignId)
        .groupBy('day')
        .as('days'),
    )
    .select((eb) => eb.cast<number>(eb.fn.coalesce(eb.fn.max('n'), eb.lit(0)), 'integer').as('n'))
    .executeTakeFirst();
  const run = await db
    .selectFrom('campaign_runs')
    .select([
      'status',
      'in_flight',
      'messages_sent',
      'messages_failed',
      'skipped_already_dmd',
      'skipped_do_not_contact',
      'skipped_cannot_dm',
      'next_contact_index',
      'day_target',
      'day_sent',
    ])
    .where('campaign_id', '=', world.campaignId)
    .executeTakeFirst();
  const card = await db
    .selectFrom('campaigns')
    .select(['messages_sent', 'messages_failed', 'skipped_already_dmd', 'skipped_do_not_contact', 'next_contact_index'])
    .where('id', '=', world.campaignId)
    .executeTakeFirst();
  // The runner's read model of the card's counters, written at every progress flush.
  const progress = await db
    .selectFrom('campaign_progress')
    .select(['messages_sent', 'messages_failed', 'skipped_already_dmd', 'skipped_do_not_contact', 'skipped_cannot_dm', 'next_contact_index'])
    .where('campaign_id', '=', world.campaignId)
    .executeTakeFirst();

  return {
    duplicates: [...perRecipient].filter(([, count]) => count > 1).map(([recipientId, count]) => ({ recipientId, count })),
    sentToDoNotContact: [...messaged].filter((name) => world.doNotContact.has(name)),
    sentToAlreadyMessaged: [...messaged].filter((name) => world.alreadyMessaged.has(name)),
    sentToCannotDm: [...messaged].filter((name) => world.cannotDm.has(name)),
    unreserved: mine.filter((dm) => !dm.requestId || !ids.has(dm.requestId)).length,
    states,
    sentButNotAtX: [...sentNames].filter((name) => !messaged.has(name)),
    atXButNotSent: [...messaged].filter((name) => !sentNames.has(name)),
    accountDayCounter: counter?.n ?? 0,
    accountDayLedger: perDay?.n ?? 0,
    run,
    card,
    progress,
    ledger,
  };
}
