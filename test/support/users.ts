import { expect } from 'vitest';
import { HttpSession } from './oidc/http-session';
import type { TestApp } from './start-app';

export interface TestUser {
  email: string;
  password: string;
  /** The Cookie header that carries the session. */
  cookie: string;
}

let emailCounter = 0;

/**
 * The `n`th address of a run's test clients, a.b.c.d with c counting up every 256: a worker's files share an
 * app (and its per-address limits), so every client of the run needs an address of its own.
 */
const addressOf = (n: number, a: number, b: number) => `${a}.${b}.${100 + (n >> 8)}.${n & 255}`;
let addressCounter = 0;

/** An email address no other user of the run has. */
export function newEmail(prefix = 'user'): string {
  return `${prefix}-${++emailCounter}-${Date.now()}@example.com`;
}

/**
 * A browser (cookie jar, Origin of the app) on the app. Each comes from its own address unless `ip` is
 * given, so per-IP limits of one test do not touch another.
 */
export function browserOn(app: TestApp, ip = addressOf(++addressCounter, 198, 51)): HttpSession {
  return new HttpSession({ origin: app.url, headers: { 'x-forwarded-for': ip } });
}

/** Signs a new user up in `session`, which then holds the session cookie; gives the user's id and credentials. */
export async function signUpThrough(app: TestApp, session: HttpSession, email = newEmail(), password = 'correct-horse-42') {
  const response = await session.post(`${app.url}/api/auth/sign-up/email`, { email, password, name: '' });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, session };
}

let signUpCounter = 0;

/**
 * Signs a new user up through the real auth endpoint and returns the session cookie. Each sign-up comes from an
 * address of its own, so a file signing many users up never meets the per-address sign-up limit.
 */
export async function signUp(app: TestApp, email = newEmail()): Promise<TestUser> {
  const password = 'correct-horse-battery';
  const n = ++signUpCounter;
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': addressOf(n, 203, 0) },
    body: JSON.stringify({ email, password, name: email }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { email, password, cookie };
}

/** fetch against the app as a signed-in user (same-origin, JSON). */
export function as(app: TestApp, user: TestUser | undefined) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', app.url);
    if (user) headers.set('cookie', user.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${app.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
}
