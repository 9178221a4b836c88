import { beforeAll, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/support/shared-app';
import type { TestApp } from '../../test/support/start-app';
import { as, signUp, type TestUser } from '../../test/support/users';
import { PostgresEventStore } from '../platform/event-store/postgres/postgres-event-store';
import type { UsernamesSkipped } from '../modules/dnc/skip-list/events';
import { skipListStreamId } from '../modules/dnc/skip-list/events';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await sharedTestApp();
  user = await signUp(app);
});

const userIdOf = async (who: TestUser) => {
  const response = await as(app, who)('/api/auth/get-session');
  return ((await response.json()) as { user: { id: string } }).user.id;
};

const listed = async (who: TestUser) => {
  const response = await as(app, who)('/api/do-not-contact?range=[0,99]');
  return ((await response.json()) as { username: string }[]).map((row) => row.username);
};

// Usernames longer than Fastify's default 100-character path parameter were once accepted and still sit in old events.
it('removes a listed entry longer than 100 characters by name, and names an unlisted long one as not listed', async () => {
  const longName = `old_${'x'.repeat(296)}`;
  const store = new PostgresEventStore({ pool: app.database.pool });
  const userId = await userIdOf(user);
  const skipped: UsernamesSkipped = { type: 'UsernamesSkipped', data: { userId, usernames: [longName, 'short_one'] } };
  await store.appendToStream(skipListStreamId(userId), 'no_stream', [skipped]);
  await expect.poll(() => listed(user), { timeout: 15_000 }).toContain(longName);

  const removed = await as(app, user)(`/api/do-not-contact/${longName}`, { method: 'DELETE' });
  expect(removed.status).toBe(200);
  expect(((await removed.json()) as { message: string }).message).toBe(`Username @${longName} removed from Do Not Contact list`);
  expect(await listed(user)).toEqual(['short_one']);

  const unlisted = `never_${'y'.repeat(500)}`;
  const missing = await as(app, user)(`/api/do-not-contact/${unlisted}`, { method: 'DELETE' });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ message: `Username @${unlisted} is not in your Do Not Contact list`, code: expect.any(String) });
});
