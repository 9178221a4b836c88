import type { SkipListEvent } from '../../src/modules/dnc/skip-list/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { SKIP_LIST_PROJECTION } from './skip-list.projection';

/** Which Do Not Contact entries (by username) a committed batch changed, per user; a cleared list names none. */
export const skipListLiveChanges = {
  projection: SKIP_LIST_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<SkipListEvent>[]).map((recorded) => {
      const event = recorded as SkipListEvent;
      const change = { userId: event.data.userId, resource: 'do-not-contact' };
      if (event.type === 'UsernamesSkipped') return { ...change, ids: event.data.usernames };
      if (event.type === 'UsernameUnskipped') return { ...change, ids: [event.data.username] };
      return change;
    }),
};
