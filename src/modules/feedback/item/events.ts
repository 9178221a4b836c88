import type { Event } from '../../../platform/event-store/event-store.port';
import type { FeedbackStatus, FeedbackType } from '../contract';

/** A user sent a feature request or bug report; it starts as new with no votes. */
export type FeedbackSubmitted = Event<
  'FeedbackSubmitted',
  { feedbackId: string; userId: string; userEmail: string; type: FeedbackType; title: string; description: string; at: string }
>;
/** The author deleted the item. */
export type FeedbackDeleted = Event<'FeedbackDeleted', { feedbackId: string; userId: string; at: string }>;
/** An operator moved the item to another status. */
export type FeedbackStatusChanged = Event<
  'FeedbackStatusChanged',
  { feedbackId: string; from: FeedbackStatus; to: FeedbackStatus; by: 'operator'; at: string }
>;

export type FeedbackItemEvent = FeedbackSubmitted | FeedbackDeleted | FeedbackStatusChanged;

export const feedbackItemEventTypes = ['FeedbackSubmitted', 'FeedbackDeleted', 'FeedbackStatusChanged'] as const;

/** One stream per item: its author's submit and delete and the operators' status changes. */
export const feedbackItemStreamId = (feedbackId: string) => `feedback-${feedbackId}`;
