import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../app/start';
import { startAnotherProcess, startTestApp, type TestApp } from '../../../test/support/start-app';
import { signUp, type TestUser } from '../../../test/support/users';

let app: TestApp;
let secondApi: RunningServer;
let alice: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  // A second api process on the same database: adds through both race for the same stream version.
  secondApi = await startAnotherProcess(app, 'api');
  alice = await signUp(app);
});
afterAll(async () => {
  await secondApi?.close();
  await app?.close();
});

function add(baseUrl: string, input: string) {
  return fetch(`${baseUrl}/api/do-not-contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: alice.cookie },
    body: JSON.stringify({ input }),
  });
}

it('50 parallel overlapping adds through two api processes: each adds or is answered as a duplicate, never a spurious conflict', async () => {
  const servers = [app.url, secondApi.url!];
  // Add n covers names n and n+1: every add overlaps its neighbours, none is wholly a repeat of one other.
  const answers = await Promise.all(
    Array.from({ length: 50 }, async (_, n) => {
      const response = await add(servers[n % 2], `name${n} name${n + 1}`);
      return { status: response.status, body: (await response.json()) as { message: string; code?: string; addedCount?: number } };
    }),
  );
  const unexpected = answers.filter(({ status, body }) => status !== 201 && !(status === 409 && ['already_listed', 'all_already_listed'].includes(body.code ?? '')));
  expect(unexpected).toEqual([]);
  const added = answers.reduce((sum, { body }) => sum + (body.addedCount ?? 0), 0);
  expect(added).toBe(51);
  const list = await fetch(`${app.url}/api/do-not-contact?range=[0,99]`, { headers: { cookie: alice.cookie } });
  expect(list.headers.get('content-range')).toBe('do-not-contact 0-50/51');
});
