import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError, type Identifier } from 'react-admin';
import { z } from 'zod';
import { commandRoute } from './command-route';
import { parseAnswer } from '../../shared/parse-answer';

export const API_URL = '/api';

/** The header a command's answer carries when the lists it changed may lag a moment behind. */
export const READ_SIDE_BEHIND = 'x-read-side-behind';

const planNames = ['free', 'basic', 'pro'] as const;
export type PlanName = (typeof planNames)[number];

/**
 * GET /api/plan: the plan record with its scheduled downgrade. The API keeps this answer's type beside its
 * controller, not in the billing contract, so its schema lives here; `id` is the record's react-admin id.
 */
const planSchema = z.object({
  plan: z.enum(planNames),
  allowed_accounts: z.number(),
  current_accounts: z.number(),
  lead_credits_limit: z.number(),
  updated_at: z.string().nullable(),
  scheduled_downgrade_date: z.string().nullable().optional(),
  scheduled_downgrade_plan: z.enum(planNames).nullable().optional(),
  scheduled_downgrade_accounts: z.number().nullable().optional(),
});
export type Plan = z.infer<typeof planSchema> & { id: string };

/** What every command answers, plus whether lists built from it may briefly show the state before it. */
export type CommandAnswer<T = Record<string, unknown>> = T & { readSideBehind: boolean };

export interface CommandParams {
  /** The record the verb acts on: POST /api/<resource>/<id>/<verb>. */
  id?: Identifier;
  data?: unknown;
}

export interface DashboardDataProvider extends DataProvider {
  /** A command that is not create, update or delete: POST /api/<resource>/<verb> (or /<id>/<verb>). */
  command<T extends object>(
    resource: string,
    verb: string,
    params: CommandParams,
    answer: z.ZodType<T>,
  ): Promise<{ data: CommandAnswer<T> }>;
}

/** Resources with one record per user, read without an id: GET /api/plan. */
const singletons: Record<string, { path: string; schema: z.ZodType<object> }> = { plan: { path: '/plan', schema: planSchema } };

/** What create and delete answer: a record, or a summary (adding usernames answers counts and a message). */
const recordAnswer = z.looseObject({ id: z.union([z.string(), z.number()]).optional() });

/**
 * Every call goes to our own origin with the session cookie. A failed call throws react-admin's HttpError
 * whose message is the `message` of the API's error body ({ message, code }) when it has one.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
}

async function send<T extends object>(path: string, method: string, schema: z.ZodType<T>, body?: unknown): Promise<CommandAnswer<T>> {
  const { headers, json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...parseAnswer(`${method} ${API_URL}${path}`, schema, json), readSideBehind: headers.get(READ_SIDE_BEHIND) === 'true' };
}

export function createDataProvider(): DashboardDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  return {
    ...rest,
    getOne: (resource, params) =>
      resource in singletons
        ? httpClient(`${API_URL}${singletons[resource].path}`, { signal: params.signal }).then(({ json }) => ({
            data: { ...parseAnswer(`GET ${API_URL}${singletons[resource].path}`, singletons[resource].schema, json), id: params.id } as never,
          }))
        : rest.getOne(resource, params),
    // Creating may answer a summary rather than a record (adding usernames answers counts and a message).
    create: (resource, params) =>
      send(`/${resource}`, 'POST', recordAnswer, params.data).then((answer) => ({
        data: { ...answer, id: answer.id ?? `${resource}-${Date.now()}` } as never,
      })),
    delete: (resource, params) =>
      send(`/${resource}/${encodeURIComponent(params.id)}`, 'DELETE', recordAnswer).then((answer) => ({
        data: { id: params.id, ...answer } as never,
      })),
    command: <T extends object>(resource: string, verb: string, params: CommandParams, answer: z.ZodType<T>) => {
      const { method, path } = commandRoute(resource, verb, params.id);
      return send(path, method, answer, params.data).then((data) => ({ data }));
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

/** The `code` of the API's error body ({ message, code }), when the failure carried one ('no_connected_account'). */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Whether the API refused the request because of what was sent (a 4xx answer other than a lost session). */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401;
}
