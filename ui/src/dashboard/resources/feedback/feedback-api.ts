import type { FeedbackAnswer, FeedbackRow, RoadmapRow, SubmitFeedbackBody, VoteAnswer, VoteType } from '@shared/feedback/contract';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The board's calls (contract.ts in the feedback module lists the routes). */
export const FEEDBACK_KEY = ['feedback', 'board'] as const;
export const ROADMAP_KEY = ['roadmap', 'items'] as const;

const send = async <T>(path: string, method: string, body?: unknown): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

export const fetchFeedback = (signal?: AbortSignal) => httpClient(`${API_URL}/feedback`, { signal }).then(({ json }) => json as FeedbackRow[]);
export const fetchRoadmap = (signal?: AbortSignal) => httpClient(`${API_URL}/roadmap`, { signal }).then(({ json }) => json as RoadmapRow[]);
export const submitFeedback = (body: SubmitFeedbackBody) => send<FeedbackAnswer>('/feedback', 'POST', body);
export const deleteFeedback = (id: string) => send<FeedbackAnswer>(`/feedback/${encodeURIComponent(id)}`, 'DELETE');
export const castVote = (id: string, vote_type: VoteType) => send<VoteAnswer>(`/feedback/${encodeURIComponent(id)}/vote`, 'POST', { vote_type });
