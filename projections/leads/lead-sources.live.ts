import type { LeadSourceEvent } from '../../src/modules/leads/library/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { LEAD_SOURCES_PROJECTION } from './lead-sources.projection';

/** Which lead sources (by id) a committed batch changed, per user, and that user's lead credits. */
export const leadSourcesLiveChanges = {
  projection: LEAD_SOURCES_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<LeadSourceEvent>[]).flatMap((event) => [
      { userId: event.data.userId, resource: 'lead-sources', ids: [event.data.sourceId] },
      { userId: event.data.userId, resource: 'lead-credits' },
    ]),
};
