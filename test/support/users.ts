import type { TestApp } from './start-app';

export interface TestUser {
  email: string;
  password: string;
  /** The Cookie header that carries the session. */
  cookie: string;
}

let counter = 0;

/** Signs a new user up through the real auth endpoint and returns the session cookie. */
export async function signUp(app: TestApp, email = `user${Date.now()}-${++counter}@example.com`): Promise<TestUser> {
  const password = 'correct-horse-battery';
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password, name: email }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
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
