import { sql } from 'kysely';
import type { ReplyEvent } from '../../src/modules/runner/replies/events';
import { replyEventTypes } from '../../src/modules/runner/replies/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection } from '../../src/platform/projections/projection';

export const CAMPAIGN_REPLIES_PROJECTION = 'campaign-replies';

/**
 * Campaign replies: campaign_replies (one row per reply message, keyed by X's message id),
 * campaign_reply_counts (per campaign: leads that replied, reply messages, the latest reply) and
 * campaign_daily_replies (the same two counts per campaign and UTC day the reply was written). Events at or below
 * a campaign's stored stream version are skipped, and a message already stored adds nothing, so a replayed
 * event changes nothing. A lead counts once however many times it writes back.
 */
export const campaignRepliesProjection = defineProjection<ReplyEvent>({
  name: CAMPAIGN_REPLIES_PROJECTION,
  handles: replyEventTypes,
  tables: ['campaign_replies', 'campaign_reply_counts', 'campaign_daily_replies'],
  async apply(trx, events: RecordedEvent<ReplyEvent>[]) {
    // Replies are rare next to sends: one event at a time keeps the counting plain.
    for (const recorded of events) {
      const reply = recorded.data;
      const stored = await trx
        .selectFrom('campaign_reply_counts')
        .select('stream_version')
        .where('campaign_id', '=', reply.campaignId)
        .executeTakeFirst();
      if (stored && recorded.version <= stored.stream_version) continue;
      const earlierFromLead = await trx
        .selectFrom('campaign_replies')
        .select('id')
        .where('campaign_id', '=', reply.campaignId)
        .where('username', '=', reply.username)
        .limit(1)
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('campaign_replies')
        .values({
          id: reply.messageId,
          user_id: reply.userId,
          campaign_id: reply.campaignId,
          account_id: reply.accountId,
          delivery_id: reply.deliveryId,
          username: reply.username,
          recipient_x_id: reply.recipientXId,
          conversation_id: reply.conversationId,
          text: reply.text,
          received_at: reply.receivedAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      const newReply = inserted ? 1 : 0;
      const newLead = inserted && !earlierFromLead ? 1 : 0;
      await trx
        .insertInto('campaign_reply_counts')
        .values({
          campaign_id: reply.campaignId,
          user_id: reply.userId,
          replied_leads: newLead,
          replies: newReply,
          last_reply_at: newReply ? reply.receivedAt : null,
          stream_version: recorded.version,
        })
        .onConflict((oc) =>
          oc.column('campaign_id').doUpdateSet({
            replied_leads: sql`campaign_reply_counts.replied_leads + ${newLead}`,
            replies: sql`campaign_reply_counts.replies + ${newReply}`,
            last_reply_at: newReply
              ? sql`greatest(campaign_reply_counts.last_reply_at, ${reply.receivedAt}::timestamptz)`
              : sql`campaign_reply_counts.last_reply_at`,
            stream_version: recorded.version,
          }),
        )
        .execute();
      if (!newReply) continue;
      await trx
        .insertInto('campaign_daily_replies')
        .values({ campaign_id: reply.campaignId, day: utcDay(reply.receivedAt), user_id: reply.userId, replied_leads: newLead, replies: newReply })
        .onConflict((oc) =>
          oc.columns(['campaign_id', 'day']).doUpdateSet({
            replied_leads: sql`campaign_daily_replies.replied_leads + ${newLead}`,
            replies: sql`campaign_daily_replies.replies + ${newReply}`,
          }),
        )
        .execute();
    }
  },
});

/** The UTC calendar day (YYYY-MM-DD) of an ISO time. */
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);
