import { type FeedbackRow, feedbackMessages, type SubmitFeedbackBody, type VoteType } from '@shared/feedback/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { castVote, deleteFeedback, FEEDBACK_KEY, fetchFeedback, submitFeedback } from './feedback-api';

/** Other users' votes and items show up within this long while the board is open. */
const REFRESH_MS = 30_000;

/** The board's items and the three things a user does to them, each with the specification's toasts. */
export function useFeedbackBoard() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  // One retry: a board that cannot be read says so within seconds rather than after three back-offs.
  const board = useQuery({ queryKey: FEEDBACK_KEY, queryFn: ({ signal }) => fetchFeedback(signal), refetchInterval: REFRESH_MS, retry: 1 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });

  const submit = useMutation({
    mutationFn: (body: SubmitFeedbackBody) => submitFeedback(body),
    onSuccess: (answer) => {
      notify(answer.message || feedbackMessages.submitted, { type: 'success' });
      void refresh();
    },
    onError: (error) => notify(commandFailureMessage(feedbackMessages.submitFailed, error), { type: 'error' }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteFeedback(id),
    onSuccess: (answer) => {
      notify(answer.message || feedbackMessages.deleted, { type: 'success' });
      queryClient.setQueryData<FeedbackRow[]>(FEEDBACK_KEY, (rows) => rows?.filter((row) => row.id !== answer.id));
      void refresh();
    },
    onError: (error) => notify(commandFailureMessage(feedbackMessages.deleteFailed, error), { type: 'error' }),
  });

  const vote = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: VoteType }) => castVote(id, direction),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      // The answer carries the item's count after the vote: shown at once, then confirmed by the refresh.
      queryClient.setQueryData<FeedbackRow[]>(FEEDBACK_KEY, (rows) =>
        rows?.map((row) => (row.id === answer.id ? { ...row, votes: answer.votes, vote_type: answer.vote_type, has_voted: answer.has_voted } : row)),
      );
    },
    onError: (error) => notify(commandFailureMessage(feedbackMessages.voteFailed, error), { type: 'error' }),
  });

  return { board, submit, remove, vote };
}
