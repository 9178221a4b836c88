import { type FeedbackRow, feedbackMessages, type SubmitFeedbackBody, type VoteType } from '@shared/feedback/contract';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { FEEDBACK_KEY, type FeedbackPage, feedbackAnswer, fetchFeedbackPage, voteAnswer } from './feedback-api';

/** The API resource of the board's items: POST /api/feedback, DELETE /api/feedback/:id, POST /api/feedback/:id/vote. */
const FEEDBACK = 'feedback';

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

  // The board refreshes only itself after its commands: nothing else on the page shows its items.
  const submit = useCommand(FEEDBACK, 'create', {
    answer: feedbackAnswer,
    request: (body: SubmitFeedbackBody) => ({ data: body }),
    success: feedbackMessages.submitted,
    failure: feedbackMessages.submitFailed,
    refresh: false,
    onSuccess: () => void refresh(),
  });

  const remove = useCommand(FEEDBACK, 'delete', {
    answer: feedbackAnswer,
    request: (id: string) => ({ id }),
    success: feedbackMessages.deleted,
    failure: feedbackMessages.deleteFailed,
    refresh: false,
    onSuccess: (answer) => {
      queryClient.setQueryData<Board>(FEEDBACK_KEY, (data) => mapRows(data, (row) => (row.id === answer.id ? undefined : row)));
      void refresh();
    },
  });

  const vote = useCommand(FEEDBACK, 'vote', {
    answer: voteAnswer,
    request: ({ id, direction }: { id: string; direction: VoteType }) => ({ id, data: { vote_type: direction } }),
    success: (answer) => answer.message,
    failure: feedbackMessages.voteFailed,
    refresh: false,
    onSuccess: (answer) => {
      // The answer carries the item's count after the vote: shown at once, then confirmed by the refresh.
      queryClient.setQueryData<Board>(FEEDBACK_KEY, (data) =>
        mapRows(data, (row) => (row.id === answer.id ? { ...row, votes: answer.votes, vote_type: answer.vote_type, has_voted: answer.has_voted } : row)),
      );
    },
  });

  return { board, items, submit, remove, vote };
}
