import type { Event } from '../../../platform/event-store/event-store.port';

export type KeywordSampleType = 'include' | 'exclude';

export type KeywordSampleCreated = Event<
  'KeywordSampleCreated',
  { userId: string; sampleId: string; name: string; sampleType: KeywordSampleType; keywords: string[] }
>;
export type KeywordSampleEdited = Event<'KeywordSampleEdited', { userId: string; sampleId: string; name: string; keywords: string[] }>;
export type KeywordSampleDeleted = Event<'KeywordSampleDeleted', { userId: string; sampleId: string }>;

export type KeywordSampleEvent = KeywordSampleCreated | KeywordSampleEdited | KeywordSampleDeleted;
export const keywordSampleEventTypes = ['KeywordSampleCreated', 'KeywordSampleEdited', 'KeywordSampleDeleted'] as const;

/** One stream per user's saved keyword samples: at most 5 per type, names unique per type. */
export const keywordSamplesStreamId = (userId: string) => `keyword-samples-${userId}`;
