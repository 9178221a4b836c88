import { expect, it } from 'vitest';
import { type FeedbackRow, groupFeedback, submitFeedbackSchema } from './contract';

const row = (id: string, status: FeedbackRow['status'], created_at: string) => ({ id, status, created_at });

it('groups items in the order new, planned, in-progress, completed, under-review, rejected, newest first within a group', () => {
  const groups = groupFeedback([
    row('r', 'rejected', '2026-01-01'),
    row('n1', 'new', '2026-01-01'),
    row('u', 'under-review', '2026-01-01'),
    row('c', 'completed', '2026-01-01'),
    row('n2', 'new', '2026-02-01'),
    row('i', 'in-progress', '2026-01-01'),
    row('p', 'planned', '2026-01-01'),
  ]);
  expect(groups.map((group) => `${group.status}:${group.items.map((item) => item.id).join(',')}`)).toEqual([
    'new:n2,n1',
    'planned:p',
    'in-progress:i',
    'completed:c',
    'under-review:u',
    'rejected:r',
  ]);
});

it('the submit schema answers the specification message for a missing or blank title', () => {
  for (const body of [{ type: 'feature' }, { type: 'bug', title: '   ' }, { type: 'feature', title: 7 }]) {
    const parsed = submitFeedbackSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please enter a title');
  }
  expect(submitFeedbackSchema.safeParse({ type: 'feature', title: ' Dark mode ' }).data).toEqual({ type: 'feature', title: 'Dark mode' });
});
