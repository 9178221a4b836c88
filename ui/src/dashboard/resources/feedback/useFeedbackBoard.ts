import { type FeedbackRow, feedbackMessages, type SubmitFeedbackBody, type VoteType } from '@shared/feedback/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { commandFailureMessage } from '../../hooks/command-failure';
import { castVote, deleteFeedback, FEEDBACK_KEY, type FeedbackPage, fetchFeedbackPage, submitFeedback } from './feedback-api';

type Board = InfiniteData<FeedbackPage, number>;

/** Every row of the pages loaded, each once (an item posted meanwhile shifts later pages by one). */
function rowsOf(board: Board | undefined): FeedbackRow[] | undefined {
  if (!board) return undefined;
  const seen = new Set<string>();
  return board.pages.flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined);
}

/** The board with `change` applied to each loaded row (undefined drops it). */
const mapRows = (board: Board | undefined, change: (row: FeedbackRow) => FeedbackRow | undefined): Board | undefined =>
  board && { ...board, pages: board.pages.map((page) => ({ ...page, rows: page.rows.flatMap((row) => change(row) ?? []) })) };

/** Other users' votes and items show up within this long while the board is open. */
const REFRESH_MS = 30_000;

/**
 * The board's items, a page at a time (newest first; `loadMore` reads the next), and the three things a user
 * does to them, each with the specification's toasts.
 */
export function useFeedbackBoard() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  // One retry: a board that cannot be read says so within seconds rather than after three back-offs.
  const board = useInfiniteQuery<FeedbackPage, Error, Board, typeof FEEDBACK_KEY, number>({
    queryKey: FEEDBACK_KEY,
    queryFn: ({ pageParam, signal }) => fetchFeedbackPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: FeedbackPage, pages: FeedbackPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  const items = useMemo(() => rowsOf(board.data), [board.data]);
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
      queryClient.setQueryData<Board>(FEEDBACK_KEY, (data) => mapRows(data, (row) => (row.id === answer.id ? undefined : row)));
      void refresh();
    },
    onError: (error) => notify(commandFailureMessage(feedbackMessages.deleteFailed, error), { type: 'error' }),
  });

  const vote = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: VoteType }) => castVote(id, direction),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      // The answer carries the item's count after the vote: shown at once, then confirmed by the refresh.
      queryClient.setQueryData<Board>(FEEDBACK_KEY, (data) =>
        mapRows(data, (row) => (row.id === answer.id ? { ...row, votes: answer.votes, vote_type: answer.vote_type, has_voted: answer.has_voted } : row)),
      );
    },
    onError: (error) => notify(commandFailureMessage(feedbackMessages.voteFailed, error), { type: 'error' }),
  });

  return { board, items, submit, remove, vote };
}
