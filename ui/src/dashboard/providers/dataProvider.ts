import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';

export const API_URL = '/api';

/** The header a command's answer carries when the list it changed may lag a moment behind. */
const READ_SIDE_BEHIND = 'x-read-side-behind';

export type PlanName = 'free' | 'basic' | 'pro';

export interface Plan {
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  updated_at: string | null;
}

export interface DoNotContactEntry {
  id: string;
  username: string;
  addedAt: string;
}

/** The answer of a command endpoint, and whether lists built from it may briefly show the state before it. */
export interface CommandResult<T> {
  data: T;
  readSideBehind: boolean;
}

export interface AddDoNotContactResult {
  addedCount: number;
  duplicateCount: number;
  message: string;
}

export interface RemoveDoNotContactResult {
  id: string;
  username: string;
  message: string;
}

export interface ClearDoNotContactResult {
  removedCount: number;
  message: string;
}

export interface DashboardDataProvider extends DataProvider {
  getPlan(): Promise<Plan>;
  addDoNotContact(input: string): Promise<CommandResult<AddDoNotContactResult>>;
  removeDoNotContact(username: string): Promise<CommandResult<RemoveDoNotContactResult>>;
  clearDoNotContact(): Promise<CommandResult<ClearDoNotContactResult>>;
}

/**
 * Every call goes to our own origin with the session cookie. A failed call throws react-admin's HttpError
 * whose message is the `message` of the API's error body ({ message, code }) when it has one.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
}

function command<T>(path: string, init: { method: string; body?: unknown }): Promise<CommandResult<T>> {
  return httpClient(`${API_URL}${path}`, {
    method: init.method,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }).then(({ headers, json }) => ({
    data: json as T,
    readSideBehind: headers.get(READ_SIDE_BEHIND) === 'true',
  }));
}

export function createDataProvider(): DashboardDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  return {
    ...rest,
    getPlan: () => httpClient(`${API_URL}/plan`).then(({ json }) => json as Plan),
    addDoNotContact: (input) => command('/do-not-contact', { method: 'POST', body: { input } }),
    removeDoNotContact: (username) =>
      command(`/do-not-contact/${encodeURIComponent(username)}`, { method: 'DELETE' }),
    clearDoNotContact: () => command('/do-not-contact', { method: 'DELETE' }),
  };
}

/** The HTTP status of a failed call, when it reached the API. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The `message` of the API's error body, when the failure carried one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    return undefined;
  }
  return undefined;
}

/** Whether the API refused the request because of what was sent (a 4xx answer other than a lost session). */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401;
}
