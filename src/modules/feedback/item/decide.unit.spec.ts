import { describe, it } from 'vitest';
import { deciderSpec } from '../../../platform/testing/decider-spec';
import { type FeedbackItemCommand, feedbackItemDecider, type PlanName } from './decide';
import type { FeedbackItemEvent } from './events';

const at = '2026-11-25T12:00:00.000Z';
const feedbackId = 'item-1';
const spec = deciderSpec(feedbackItemDecider);

const submit = (title: string, plan: PlanName = 'basic', description = ''): FeedbackItemCommand => ({
  type: 'SubmitFeedback',
  feedbackId,
  userId: 'alice',
  userEmail: 'alice@example.com',
  plan,
  feedbackType: 'feature',
  title,
  description,
  at,
});
const submitted: FeedbackItemEvent = {
  type: 'FeedbackSubmitted',
  data: { feedbackId, userId: 'alice', userEmail: 'alice@example.com', type: 'feature', title: 'Dark mode', description: '', at },
};
const remove = (userId: string, plan: PlanName = 'basic'): FeedbackItemCommand => ({ type: 'DeleteFeedback', feedbackId, userId, plan, at });
const deleted: FeedbackItemEvent = { type: 'FeedbackDeleted', data: { feedbackId, userId: 'alice', at } };
const setStatus = (status: 'planned' | 'new' | 'rejected'): FeedbackItemCommand => ({ type: 'ChangeFeedbackStatus', feedbackId, status, at });

describe('SubmitFeedback', () => {
  it('starts a new item with the trimmed title and description', () =>
    spec.given().when(submit('  Dark mode ')).thenAppends([submitted]));
  it('keeps the description, which is optional', () =>
    spec
      .given()
      .when(submit('Dark mode', 'pro', ' at night '))
      .thenAppends([{ ...submitted, data: { ...submitted.data, description: 'at night' } } as FeedbackItemEvent]));
  it('needs a title', () => spec.given().when(submit('   ')).thenRefuses({ message: 'Please enter a title', kind: 'validation' }));
  it('refuses a free user', () => spec.given().when(submit('Dark mode', 'free')).thenRefuses({ message: 'Upgrade to submit feedback', kind: 'forbidden' }));
});

describe('DeleteFeedback', () => {
  it('lets the author delete', () => spec.given(submitted).when(remove('alice')).thenAppends([deleted]));
  it('refuses anyone else with the specification message', () =>
    spec.given(submitted).when(remove('bob')).thenRefuses({ message: 'You can only delete your own feedback items', kind: 'forbidden' }));
  it('refuses a free user', () =>
    spec.given(submitted).when(remove('alice', 'free')).thenRefuses({ message: 'Upgrade to manage feedback items', kind: 'forbidden' }));
  it('an item deleted or never submitted is not found', () => {
    spec.given(submitted, deleted).when(remove('alice')).thenRefuses({ kind: 'not_found' });
    spec.given().when(remove('alice')).thenRefuses({ kind: 'not_found' });
  });
});

describe('ChangeFeedbackStatus (operators)', () => {
  it('moves the item, naming from and to', () =>
    spec
      .given(submitted)
      .when(setStatus('planned'))
      .thenAppends([{ type: 'FeedbackStatusChanged', data: { feedbackId, from: 'new', to: 'planned', by: 'operator', at } }]));
  it('does nothing when the item already has the status', () => spec.given(submitted).when(setStatus('new')).thenNothing());
  it('refuses an unknown or deleted item', () => {
    spec.given().when(setStatus('planned')).thenRefuses({ kind: 'not_found' });
    spec.given(submitted, deleted).when(setStatus('rejected')).thenRefuses({ kind: 'not_found' });
  });
});
