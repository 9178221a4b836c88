import type { ReplyEvent } from '../../src/modules/runner/replies/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { CAMPAIGN_REPLIES_PROJECTION } from './campaign-replies.projection';

/** A reply changes its campaign's card (replies count and rate) and its Replies list. */
export const campaignRepliesLiveChanges = {
  projection: CAMPAIGN_REPLIES_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<ReplyEvent>[]).map((event) => ({ userId: event.data.userId, resource: 'campaigns', ids: [event.data.campaignId] })),
};
