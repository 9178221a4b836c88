import { BOARD_PAGE, type FeedbackAnswer, type FeedbackRow, type RoadmapRow, type SubmitFeedbackBody, type VoteAnswer, type VoteType } from '@shared/feedback/contract';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The board's calls (contract.ts in the feedback module lists the routes). */
export const FEEDBACK_KEY = ['feedback', 'board'] as const;
export const ROADMAP_KEY = ['roadmap', 'items'] as const;

const send = async <T>(path: string, method: string, body?: unknown): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

/** One page of the board and how many items it holds in all. */
export interface FeedbackPage {
  rows: FeedbackRow[];
  total: number;
}

/** The page of the board that starts `from` items in (newest first); the first page is the plain board URL. */
export async function fetchFeedbackPage(from: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const range = from === 0 ? '' : `?range=${encodeURIComponent(JSON.stringify([from, from + BOARD_PAGE.size - 1]))}`;
  const { json, headers } = await httpClient(`${API_URL}/feedback${range}`, { signal });
  const rows = json as FeedbackRow[];
  const total = Number(headers.get('content-range')?.split('/')[1]);
  return { rows, total: Number.isFinite(total) ? total : from + rows.length };
}
export const fetchRoadmap = (signal?: AbortSignal) => httpClient(`${API_URL}/roadmap`, { signal }).then(({ json }) => json as RoadmapRow[]);
export const submitFeedback = (body: SubmitFeedbackBody) => send<FeedbackAnswer>('/feedback', 'POST', body);
export const deleteFeedback = (id: string) => send<FeedbackAnswer>(`/feedback/${encodeURIComponent(id)}`, 'DELETE');
export const castVote = (id: string, vote_type: VoteType) => send<VoteAnswer>(`/feedback/${encodeURIComponent(id)}/vote`, 'POST', { vote_type });
