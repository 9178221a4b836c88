import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config/config';
import { PostgresEventStore } from '../platform/event-store/postgres/postgres-event-store';
import { startTestApp, type TestApp } from '../../test/support/start-app';
import { as, signUp, type TestUser } from '../../test/support/users';
import { type RunningServer, startServer } from './start';

describe('operations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports health of the database, event store, projections and job queue', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(body).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, eventStore: { ok: true }, projections: { ok: true }, jobs: { ok: true } },
    });
  });

  it('tags every response with a request id, keeping a well-formed one the client sent', async () => {
    const given = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const generated = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await fetch(`${app.url}/api/docs-json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/do-not-contact', '/api/health', '/api/plan']));
    expect((await fetch(`${app.url}/api/docs`)).status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
    const response = await fetch(`${app.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('a poisoned event', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PROJECTION_MAX_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stops only the projection it breaks, after bounded attempts, and health names it', async () => {
    const user = await signUp(app);
    const { user_id: userId } = (await (await as(app, user)('/api/plan')).json()) as { user_id: string };
    expect((await as(app, user)('/api/do-not-contact', { method: 'POST', json: { input: 'alice' } })).status).toBe(201);
    // Past any validation, straight into the log: a username too large for the list's index.
    const store = new PostgresEventStore({ pool: app.database.pool });
    try {
      await store.appendToStream(`dnc-${userId}`, 'any', [
        { type: 'UsernamesSkipped', data: { userId, usernames: [randomBytes(5000).toString('hex')] } },
      ]);
    } finally {
      await store.close();
    }
    await expect
      .poll(async () => {
        const response = await fetch(`${app.url}/api/health`);
        return { status: response.status, body: await response.json() };
      }, { timeout: 15_000, interval: 250 })
      .toMatchObject({
        status: 503,
        body: { status: 'degraded', checks: { projections: { ok: false, reason: expect.stringMatching(/^dnc-skip-list failed: index row /) } } },
      });
    // The events before the poisoned one are applied.
    const list = (await (await as(app, user)('/api/do-not-contact')).json()) as { username: string }[];
    expect(list.map((row) => row.username)).toEqual(['alice']);
    // The other projections keep running: a new registration still gets its plan row.
    const next = await signUp(app);
    await expect.poll(async () => ((await (await as(app, next)('/api/plan')).json()) as { created_at: string | null }).created_at).not.toBeNull();
  });
});

describe('roles sharing one database', () => {
  let api: TestApp;
  let projections: RunningServer | undefined;
  let user: TestUser;

  beforeAll(async () => {
    api = await startTestApp({ ROLE: 'api', READ_YOUR_WRITES_TIMEOUT_MS: '300' });
    user = await signUp(api);
  });
  afterAll(async () => {
    await projections?.close();
    await api?.close();
  });

  it('answers a command anyway, flagged as behind, when no projections process runs', async () => {
    const response = await as(api, user)('/api/do-not-contact', { method: 'POST', json: { input: 'alice bob' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-read-side-behind')).toBe('true');
    const list = await as(api, user)('/api/do-not-contact');
    expect(await list.json()).toEqual([]);
  });

  it('catches up once a projections process starts on the same database', async () => {
    // Written while no projections process runs.
    const writer = await signUp(api);
    expect((await as(api, writer)('/api/do-not-contact', { method: 'POST', json: { input: 'alice bob' } })).headers.get('x-read-side-behind')).toBe('true');
    projections = await startServer(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ROLE: 'projections', DATABASE_URL: api.database.url }),
    );
    expect(projections.url).toBeUndefined();
    await expect
      .poll(
        async () => ((await (await as(api, writer)('/api/do-not-contact?sort=["username","ASC"]')).json()) as { username: string }[]).map((row) => row.username),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual(['alice', 'bob']);
    const next = await as(api, writer)('/api/do-not-contact', { method: 'POST', json: { input: 'carol' } });
    expect(next.headers.get('x-read-side-behind')).toBeNull();
  });
});
