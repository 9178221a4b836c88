import type { Event } from '../../../platform/event-store/event-store.port';
import { derivedEventId } from '../../identity';

export type PlanName = 'free' | 'basic' | 'pro';

/** A user's plan record came into being (the free plan, when the user registered). */
export type PlanRecordCreated = Event<
  'PlanRecordCreated',
  {
    userId: string;
    plan: PlanName;
    allowedAccounts: number;
    currentAccounts: number;
    leadCreditsLimit: number;
    createdAt: string;
  }
>;

export type PlanEvent = PlanRecordCreated;

export const planEventTypes = ['PlanRecordCreated'] as const;

export const planStreamId = (userId: string) => `plan-${userId}`;

/** One plan record per user: its creation event has an id derived from the user id. */
export const planRecordCreatedEventId = (userId: string) => derivedEventId(`PlanRecordCreated:${userId}`);
