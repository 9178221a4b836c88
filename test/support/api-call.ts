import type { TestApp } from './start-app';
import { as, type TestUser } from './users';

export type Json = Record<string, any>;

export interface ApiAnswer {
  status: number;
  body: Json;
  /** The Content-Range header of a list answer (react-admin's paging), or null. */
  range: string | null;
}

/** A JSON request to the app as `user`; an empty answer body reads as {}. */
export async function callApi(app: TestApp, user: TestUser, path: string, method = 'GET', json?: unknown): Promise<ApiAnswer> {
  const response = await as(app, user)(path, { method, ...(json === undefined ? {} : { json }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, range: response.headers.get('content-range') };
}
