import { type Selectable, sql } from 'kysely';
import type { DmDeliveriesTable } from '../../../../projections/runner/tables';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DEAD_HEALTH_STATES } from '../../accounts/contract';
import { type DirectMessage, isXGatewayError, SessionExpired, type XGateway, type XSession } from '../../x';
import { campaignRepliesStreamId, type ReplyReceived, replyReceivedEventId } from './events';
import { matchReplies, messagesToHold, type SentDelivery } from './match-replies';

/** A ledger row of the inbox's senders: sent or still in flight, to a known recipient. */
type InboxDelivery = Pick<Selectable<DmDeliveriesTable>, 'id' | 'user_id' | 'campaign_id' | 'username' | 'x_message_id' | 'finished_at' | 'reserved_at'> & {
  state: 'sent' | 'reserved';
  recipient_x_id: string;
};

/** Accounts that sent a campaign DM within this many days have their inbox read. */
export const REPLY_WINDOW_DAYS = 14;

export interface AccountToPoll {
  userId: string;
  accountId: string;
}

export type PollOutcome =
  | { kind: 'polled'; messages: number; replies: number }
  | { kind: 'skipped'; reason: 'no_session' | 'stopped' }
  | { kind: 'stopped'; reason: string }
  | { kind: 'failed'; reason: string };

export interface ReplyPollerDependencies {
  db: Database;
  x: XGateway;
  store: EventStore;
  /** The account's X session (decrypted cookies, proxy and X user id), or null when it cannot be used now. */
  sessionOf(userId: string, accountId: string): Promise<XSession | null>;
}

/**
 * Reads an account's DM inbox from where the last read stopped and records each reply to one of its campaign
 * DMs as ReplyReceived (one request per poll: X's user_updates from the stored cursor). The events go first and
 * the cursor after, so a poll that dies in between reads the same messages again and appends the same event ids
 * (a no-op). An expired session stops the polling of the account until it is checked or connected again; the
 * account's health is the accounts context's business.
 */
export class ReplyPoller {
  constructor(private readonly deps: ReplyPollerDependencies) {}

  /**
   * Connected accounts, not dead, with a campaign DM sent in the last 14 days (an index lookup per account), except
   * those stopped on an expired session since their last check or change.
   */
  async accountsToPoll(): Promise<AccountToPoll[]> {
    const { rows } = await sql<{ user_id: string; account_id: string }>`
      select a.user_id, a.id as account_id
      from connected_account_states a
      left join reply_poll_cursors c on c.account_id = a.id
      where a.health <> all(${[...DEAD_HEALTH_STATES]}::text[])
        and (c.stopped_at is null or a.updated_at > c.stopped_at or a.health_checked_at > c.stopped_at)
        and exists (
          select 1 from dm_deliveries d
          where d.account_id = a.id and d.state = 'sent' and d.finished_at > now() - make_interval(days => ${REPLY_WINDOW_DAYS}))
      order by a.id`.execute(this.deps.db);
    return rows.map((row) => ({ userId: row.user_id, accountId: row.account_id }));
  }

  async poll({ userId, accountId }: AccountToPoll): Promise<PollOutcome> {
    const { db, x } = this.deps;
    const cursorRow = await db.selectFrom('reply_poll_cursors').select('cursor').where('account_id', '=', accountId).executeTakeFirst();
    const session = await this.deps.sessionOf(userId, accountId);
    if (!session?.userId) return { kind: 'skipped', reason: 'no_session' };
    let page: Awaited<ReturnType<XGateway['readInbox']>>;
    try {
      page = await x.readInbox(session, cursorRow?.cursor ?? null);
    } catch (error) {
      if (error instanceof SessionExpired) {
        await sql`
          insert into reply_poll_cursors (account_id, user_id, stopped_at, stop_reason) values (${accountId}, ${userId}, now(), ${error.kind})
          on conflict (account_id) do update set stopped_at = now(), stop_reason = excluded.stop_reason`.execute(db);
        return { kind: 'stopped', reason: error.kind };
      }
      // Rate limits, network trouble, a locked account: the next interval tries again.
      return { kind: 'failed', reason: isXGatewayError(error) ? error.kind : 'error' };
    }
    const account = { accountId, xUserId: session.userId };
    // The page's messages and those held from earlier polls for a DM that was still in flight.
    const incoming = [...(await this.heldMessages(accountId)), ...page.messages.filter((m) => m.senderId !== session.userId)];
    const senders = [...new Set(incoming.map((m) => m.senderId))];
    const { sent, inFlight } = incoming.length === 0 ? { sent: [], inFlight: new Set<string>() } : await this.deliveriesTo(accountId, senders);
    const replies = matchReplies(account, incoming, sent);
    for (const reply of replies) await this.record(reply);
    const hold = messagesToHold(account, incoming, replies, inFlight);
    // The held messages and the read position move together: a poll that dies before reads the page again.
    await db.transaction().execute(async (trx) => {
      await sql`delete from reply_held_messages where account_id = ${accountId}`.execute(trx);
      if (hold.length > 0) {
        await sql`
          insert into reply_held_messages (account_id, message_id, sender_x_id, message)
          select ${accountId}, m->>'id', m->>'senderId', m from jsonb_array_elements(${JSON.stringify(hold)}::jsonb) m`.execute(trx);
      }
      await sql`
        insert into reply_poll_cursors (account_id, user_id, cursor, polled_at) values (${accountId}, ${userId}, ${page.cursor}, now())
        on conflict (account_id) do update
        set cursor = coalesce(excluded.cursor, reply_poll_cursors.cursor), polled_at = now(), stopped_at = null, stop_reason = null`.execute(trx);
    });
    return { kind: 'polled', messages: page.messages.length, replies: replies.length };
  }

  private async heldMessages(accountId: string): Promise<DirectMessage[]> {
    const { rows } = await sql<{ message: DirectMessage }>`
      select message from reply_held_messages where account_id = ${accountId} order by held_at, message_id`.execute(this.deps.db);
    return rows.map((row) => row.message);
  }

  /** The account's campaign DMs to these X users: those sent, and the recipients of those still in flight. */
  private async deliveriesTo(accountId: string, senderIds: string[]): Promise<{ sent: SentDelivery[]; inFlight: Set<string> }> {
    const { rows } = await sql<InboxDelivery>`
      select state, id, user_id, campaign_id, username, recipient_x_id, x_message_id, finished_at, reserved_at
      from dm_deliveries
      where account_id = ${accountId} and state = 'sent' and recipient_x_id = any(${senderIds}::text[])
      union all
      select state, id, user_id, campaign_id, username, recipient_x_id, x_message_id, finished_at, reserved_at
      from dm_deliveries
      where account_id = ${accountId} and state = 'reserved' and recipient_x_id = any(${senderIds}::text[])`.execute(this.deps.db);
    const inFlight = new Set(rows.filter((row) => row.state === 'reserved').map((row) => row.recipient_x_id));
    const sent = rows.filter((row) => row.state === 'sent').map((row) => ({
      id: row.id,
      userId: row.user_id,
      campaignId: row.campaign_id,
      username: row.username,
      recipientXId: row.recipient_x_id,
      xMessageId: row.x_message_id,
      sentAt: (row.finished_at ?? row.reserved_at).getTime(),
    }));
    return { sent, inFlight };
  }

  /** Appends the reply under an id derived from X's message id: recording it twice leaves one event. */
  private async record(reply: ReplyReceived['data']): Promise<void> {
    await this.deps.store.appendToStream(campaignRepliesStreamId(reply.campaignId), 'any', [
      { id: replyReceivedEventId(reply.messageId), type: 'ReplyReceived', data: reply, metadata: { userId: reply.userId } },
    ]);
  }
}
