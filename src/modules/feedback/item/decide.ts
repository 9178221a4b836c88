import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { type FeedbackStatus, type FeedbackType, feedbackMessages, TITLE_MAX } from '../contract';
import type { FeedbackItemEvent } from './events';
import type { PlanName } from '../../billing/contract';

/** The plans that may submit, vote and delete; the free plan reads only. */
export type { PlanName };

export type FeedbackItemCommand =
  | {
      type: 'SubmitFeedback';
      feedbackId: string;
      userId: string;
      userEmail: string;
      plan: PlanName;
      feedbackType: FeedbackType;
      title: string;
      description: string;
      at: string;
    }
  | { type: 'DeleteFeedback'; feedbackId: string; userId: string; plan: PlanName; at: string }
  | { type: 'ChangeFeedbackStatus'; feedbackId: string; status: FeedbackStatus; at: string };

export interface FeedbackItemState {
  exists: boolean;
  deleted: boolean;
  authorId: string | null;
  status: FeedbackStatus;
}

export const initialState = (): FeedbackItemState => ({ exists: false, deleted: false, authorId: null, status: 'new' });

export function evolve(state: FeedbackItemState, event: FeedbackItemEvent): FeedbackItemState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { exists: true, deleted: false, authorId: event.data.userId, status: 'new' };
    case 'FeedbackDeleted':
      return { ...state, deleted: true };
    case 'FeedbackStatusChanged':
      return { ...state, status: event.data.to };
    default:
      return state;
  }
}

const notFound = () => new DomainError(feedbackMessages.notFound, 'not_found', 'not_found');

export function decide(command: FeedbackItemCommand, state: FeedbackItemState): FeedbackItemEvent[] {
  switch (command.type) {
    case 'SubmitFeedback': {
      if (command.plan === 'free') throw new DomainError(feedbackMessages.upgradeToSubmit, 'plan_required', 'forbidden');
      const title = command.title.trim();
      if (!title) throw new DomainError(feedbackMessages.titleRequired, 'validation');
      if (title.length > TITLE_MAX) throw new DomainError(feedbackMessages.titleTooLong, 'validation');
      if (state.exists) throw new DomainError('This feedback item already exists', 'already_exists', 'conflict');
      const { feedbackId, userId, userEmail, feedbackType, at } = command;
      return [{ type: 'FeedbackSubmitted', data: { feedbackId, userId, userEmail, type: feedbackType, title, description: command.description.trim(), at } }];
    }
    case 'DeleteFeedback':
      if (!state.exists || state.deleted) throw notFound();
      // Free users read only; the plan is checked first, so a free author reads the upgrade message.
      if (command.plan === 'free') throw new DomainError(feedbackMessages.upgradeToManage, 'plan_required', 'forbidden');
      if (state.authorId !== command.userId) throw new DomainError(feedbackMessages.onlyOwn, 'not_author', 'forbidden');
      return [{ type: 'FeedbackDeleted', data: { feedbackId: command.feedbackId, userId: command.userId, at: command.at } }];
    case 'ChangeFeedbackStatus':
      if (!state.exists || state.deleted) throw notFound();
      if (state.status === command.status) return [];
      return [{ type: 'FeedbackStatusChanged', data: { feedbackId: command.feedbackId, from: state.status, to: command.status, by: 'operator', at: command.at } }];
  }
}

export const feedbackItemDecider: Decider<FeedbackItemCommand, FeedbackItemState, FeedbackItemEvent> = { initialState, evolve, decide };
