import type { RecordedEvent } from '../event-store/event-store.port';

/** What a browser is told: this user's `resource` changed (these records, or any when `ids` is absent). */
export interface LiveChange {
  userId: string;
  /** The react-admin resource name, e.g. 'do-not-contact'. */
  resource: string;
  ids?: string[];
}

/** Says which users' resources a projection's committed events changed; kept next to the projection. */
export interface LiveChangeSource {
  /** The projection's name. */
  readonly projection: string;
  changes(events: readonly RecordedEvent[]): LiveChange[];
}

/**
 * The resource a change of a workspace's people is published as: the open streams of that workspace check at once
 * that their person may still read it, rather than at the next periodic check.
 */
export const ACCESS_RESOURCE = 'workspace';

/** The PostgreSQL NOTIFY channel every api process listens on. */
export const LIVE_CHANNEL = 'outtwit_live';

/** The in-process event (on @nestjs/event-emitter) that carries one user's changes to their open streams. */
export const liveEventOf = (userId: string) => `live.change.${userId}`;

/** The in-process event that asks every open stream to refetch everything (changes may have been missed). */
export const LIVE_RESYNC = 'live.resync';
