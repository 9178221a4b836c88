import type { Event } from '../../../platform/event-store/event-store.port';

/** Usernames put on a user's Do Not Contact list (only ones not already there). */
export type UsernamesSkipped = Event<'UsernamesSkipped', { userId: string; usernames: string[] }>;
/** One username taken off the list. */
export type UsernameUnskipped = Event<'UsernameUnskipped', { userId: string; username: string }>;
/** The whole list emptied. */
export type SkipListCleared = Event<'SkipListCleared', { userId: string; removedCount: number }>;

export type SkipListEvent = UsernamesSkipped | UsernameUnskipped | SkipListCleared;

export const skipListEventTypes = ['UsernamesSkipped', 'UsernameUnskipped', 'SkipListCleared'] as const;

export const skipListStreamId = (userId: string) => `dnc-${userId}`;
