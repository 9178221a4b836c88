import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError, type Identifier } from 'react-admin';

export const API_URL = '/api';

/** The header a command's answer carries when the lists it changed may lag a moment behind. */
const READ_SIDE_BEHIND = 'x-read-side-behind';

export type PlanName = 'free' | 'basic' | 'pro';

export interface Plan {
  id: string;
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  updated_at: string | null;
}

/** What every command answers, plus whether lists built from it may briefly show the state before it. */
export type CommandAnswer<T = Record<string, unknown>> = T & { readSideBehind: boolean };

export interface CommandParams {
  /** The record the verb acts on: POST /api/<resource>/<id>/<verb>. */
  id?: Identifier;
  data?: unknown;
}

export interface DashboardDataProvider extends DataProvider {
  /** A command that is not create, update or delete: POST /api/<resource>/<verb> (or /<id>/<verb>). */
  command<T = Record<string, unknown>>(resource: string, verb: string, params?: CommandParams): Promise<{ data: CommandAnswer<T> }>;
}

/**
 * Commands whose route predates the generic POST /api/<resource>/<verb>: they keep their routes.
 * 'clear' empties the Do Not Contact list with DELETE /api/do-not-contact.
 */
const commandRoutes: Record<string, Record<string, { method: string; path: string }>> = {
  'do-not-contact': { clear: { method: 'DELETE', path: '/do-not-contact' } },
};

/** Resources with one record per user, read without an id: GET /api/plan. */
const singletons: Record<string, string> = { plan: '/plan' };

/**
 * Every call goes to our own origin with the session cookie. A failed call throws react-admin's HttpError
 * whose message is the `message` of the API's error body ({ message, code }) when it has one.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
}

async function send<T>(path: string, method: string, body?: unknown): Promise<CommandAnswer<T>> {
  const { headers, json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...(json as T), readSideBehind: headers.get(READ_SIDE_BEHIND) === 'true' };
}

export function createDataProvider(): DashboardDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  return {
    ...rest,
    getOne: (resource, params) =>
      resource in singletons
        ? httpClient(`${API_URL}${singletons[resource]}`, { signal: params.signal }).then(({ json }) => ({
            data: { ...json, id: params.id },
          }))
        : rest.getOne(resource, params),
    // Creating may answer a summary rather than a record (adding usernames answers counts and a message).
    create: (resource, params) =>
      send<Record<string, unknown>>(`/${resource}`, 'POST', params.data).then((answer) => ({
        data: { id: (answer as { id?: Identifier }).id ?? `${resource}-${Date.now()}`, ...answer } as never,
      })),
    delete: (resource, params) =>
      send<Record<string, unknown>>(`/${resource}/${encodeURIComponent(params.id)}`, 'DELETE').then((answer) => ({
        data: { id: params.id, ...answer } as never,
      })),
    command: <T>(resource: string, verb: string, params: CommandParams = {}) => {
      const route = commandRoutes[resource]?.[verb];
      const target = params.id === undefined ? resource : `${resource}/${encodeURIComponent(params.id)}`;
      const path = route?.path ?? `/${target}/${verb}`;
      return send<T>(path, route?.method ?? 'POST', params.data).then((data) => ({ data }));
    },
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
