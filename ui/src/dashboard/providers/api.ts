import { z } from 'zod';
import { parseAnswer } from '../../shared/parse-answer';
import { API_URL, httpClient } from './dataProvider';

/**
 * The one way the dashboard reads an API answer outside react-admin's lists: fetched with the session cookie
 * (a failure is react-admin's HttpError with the API's message), then checked against the shared schema, so an
 * answer of another shape is an UnexpectedAnswerError naming the call, never an unchecked cast.
 */
export interface CallOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** The answer with its headers (a list's Content-Range, the read side's lag). */
export async function fetchParsed<T>(path: string, schema: z.ZodType<T>, options: CallOptions = {}) {
  const method = options.method ?? 'GET';
  const { json, headers } = await httpClient(`${API_URL}${path}`, {
    method,
    signal: options.signal,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { data: parseAnswer(`${method} ${API_URL}${path}`, schema, json), headers };
}

/** GET /api<path>, checked. */
export const getParsed = <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> =>
  fetchParsed(path, schema, { signal }).then(({ data }) => data);

/** The total of a list's Content-Range header ('feedback 0-9/42' → 42), or the rows' count when it has none. */
export function totalOf(headers: Headers, rows: number): number {
  const total = Number(headers.get('content-range')?.split('/')[1]);
  return Number.isFinite(total) ? total : rows;
}

/** What every command answers at least: the toast's message, when it has one (other fields pass through). */
export const messageAnswer = z.looseObject({ message: z.string().optional() });

/** DELETE answers: the id deleted and the toast's message. */
export const deleteAnswer = z.object({ id: z.string(), message: z.string() });
