import type { Event } from '../../../platform/event-store/event-store.port';

export type LeadSourceType = 'csv' | 'followers' | 'following' | 'retweeters' | 'favorites' | 'dataset';

/**
 * A lead source made: its name, type and, for an uploaded file, the file's name and its columns other than the
 * username. Its leads are bulk rows (table leads, keyed by source and username) written before this event and
 * counted by the LeadsImported that follows it: rows of a source without this event are never read.
 */
export type LeadSourceCreated = Event<
  'LeadSourceCreated',
  {
    userId: string;
    sourceId: string;
    name: string;
    sourceType: LeadSourceType;
    csvFilename: string | null;
    csvColumns: string[];
  }
>;
/** Leads written to a source (their count). */
export type LeadsImported = Event<'LeadsImported', { userId: string; sourceId: string; count: number }>;
export type LeadSourceRenamed = Event<'LeadSourceRenamed', { userId: string; sourceId: string; name: string }>;
/** A source and its leads gone (leadCount: the leads it had, given back as credits). */
export type LeadSourceDeleted = Event<'LeadSourceDeleted', { userId: string; sourceId: string; leadCount: number }>;

export type LeadSourceEvent = LeadSourceCreated | LeadsImported | LeadSourceRenamed | LeadSourceDeleted;

export const leadSourceEventTypes = ['LeadSourceCreated', 'LeadsImported', 'LeadSourceRenamed', 'LeadSourceDeleted'] as const;

/**
 * One stream per user holds all of the user's lead sources: names are unique among them, the free plan has at
 * most 3 and the credits count the leads of all of them, so the decisions need them together.
 */
export const leadLibraryStreamId = (userId: string) => `lead-sources-${userId}`;
