import { createHash } from 'node:crypto';
import type { Event } from '../../../platform/event-store/event-store.port';

/** A person created an account (with email and password or through Google). */
export type UserRegistered = Event<'UserRegistered', { userId: string; email: string; registeredAt: string }>;

export type UserEvent = UserRegistered;

export const userEventTypes = ['UserRegistered'] as const;

export const userStreamId = (userId: string) => `user-${userId}`;

/** A UUID derived from a key, so an event recorded twice for the same fact keeps one id (idempotent append). */
export function derivedEventId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const userRegisteredEventId = (userId: string) => derivedEventId(`UserRegistered:${userId}`);
