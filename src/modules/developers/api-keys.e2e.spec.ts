import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, callApi } from '../../../test/support/api-call';
import { becomePro } from '../../../test/support/become-pro';
import { readyCampaign } from '../../../test/support/campaign-setup';
import { SENDER } from '../../../test/support/demo-sender';
import { freePort } from '../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { invitationToken } from '../../../test/support/invitation-mail';
import { newEmail, signUp, type TestUser } from '../../../test/support/users';
import { workspaceMessages } from '../workspaces/contract/messages';
import { apiKeyMessages } from './contract/messages';
import { type ApiKeyRow, type CreatedApiKey, MAX_ACTIVE_API_KEYS } from './contract/schemas';

let app: TestApp;
let owner: TestUser;

const call = (user: TestUser, path: string, method = 'GET', json?: unknown): Promise<ApiAnswer> => callApi(app, user, path, method, json);
/** A request with an API key alone: no cookie, from another site's page or a server. */
async function withKey(key: string, path: string, method = 'GET', json?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, retryAfter: response.headers.get('retry-after') };
}
async function makeKey(user: TestUser, body: Record<string, unknown>): Promise<CreatedApiKey> {
  const made = await call(user, '/api/developers/api-keys', 'POST', body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as unknown as CreatedApiKey;
}

beforeAll(async () => {
  // Demo mode for a campaign to start; a low per-key limit, reached on purpose below.
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), API_KEY_REQUESTS_PER_MINUTE: '40', TRUST_PROXY: '1' });
  owner = await signUp(app, newEmail('keys-owner'));
  await becomePro(app, owner);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('API keys', () => {
  it('are made with a name, a scope and an expiry, shown once, kept only as a hash, and listed without the key', async () => {
    const made = await makeKey(owner, { name: ' CRM sync ', scope: 'read', expires_in_days: 30 });
    expect(made.message).toBe(apiKeyMessages.created);
    expect(made.key).toMatch(/^otk_[\w-]{32}$/);
    expect(made.api_key).toMatchObject({ name: 'CRM sync', scope: 'read', prefix: made.key.slice(0, 12), created_by_email: owner.email.toLowerCase(), last_used_at: null, expired: false });
    expect(Date.parse(made.api_key.expires_at as string) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const listed = (await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[];
    expect(listed.map((row) => row.id)).toContain(made.api_key.id);
    // The key is nowhere after its answer: not in the list, the events, or the read model.
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const { rows } = await sql<{ text: string }>`select data::text || metadata::text as text from events`.execute(app.database.db);
    expect(rows.some((row) => row.text.includes(made.key))).toBe(false);
    const stored = await app.database.db.selectFrom('api_keys').selectAll().where('id', '=', made.api_key.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(made.key);
  });

  it('refuses bad bodies with their messages, and nothing is made', async () => {
    const before = ((await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).length;
    for (const [body, message] of [
      [{ name: '', scope: 'read' }, apiKeyMessages.nameRequired],
      [{ name: 'x'.repeat(61), scope: 'read' }, apiKeyMessages.nameTooLong],
      [{ name: 'Bad scope', scope: 'admin' }, apiKeyMessages.scopeInvalid],
      [{ name: 'Bad expiry', scope: 'read', expires_in_days: 7 }, apiKeyMessages.expiryInvalid],
      [{ scope: 'read' }, apiKeyMessages.nameRequired],
    ] as const) {
      const refused = await call(owner, '/api/developers/api-keys', 'POST', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(((await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).length).toBe(before);
  });

  it('act as their maker with no cookie and from any origin: a read-only key reads and cannot start a campaign, a read-write key starts it', async () => {
    const campaign = await readyCampaign(app, owner, { name: 'Keyed', usernames: ['key_lead_one', 'key_lead_two'], sender: SENDER, messages: ['Hi [First Name]'], dailyLimit: 50 });
    const reader = await makeKey(owner, { name: 'Reader', scope: 'read' });
    const writer = await makeKey(owner, { name: 'Writer', scope: 'write' });
    const listed = await withKey(reader.key, '/api/campaigns', 'GET');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(campaign.id);
    const elsewhere = { origin: 'https://crm.example' };
    expect(await withKey(reader.key, `/api/campaigns/${campaign.id}/start`, 'POST', undefined, elsewhere)).toMatchObject({
      status: 403,
      body: { message: workspaceMessages.readOnlyKey },
    });
    // A person's own things too: a read-only key posts no feedback.
    expect((await withKey(reader.key, '/api/feedback', 'POST', { title: 'From a key', description: 'x', type: 'feature' })).status).toBe(403);
    expect(await withKey(writer.key, `/api/campaigns/${campaign.id}/start`, 'POST', undefined, elsewhere)).toMatchObject({ status: 200 });
    expect((await call(owner, `/api/campaigns/${campaign.id}`)).body.status).not.toBe('ready');
    // Last use shown (written at most once a minute).
    const row = ((await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).find((key) => key.id === writer.api_key.id);
    expect(row?.last_used_at).not.toBeNull();
    // The key names the workspace; a cookie sent beside it is not read.
    const stranger = await signUp(app, newEmail('keys-stranger'));
    const both = await withKey(writer.key, '/api/campaigns', 'GET', undefined, { cookie: stranger.cookie });
    expect(JSON.stringify(both.body)).toContain(campaign.id);
  });

  it('stop working at once when revoked or expired, and unknown keys answer 401 alike', async () => {
    const made = await makeKey(owner, { name: 'Short-lived', scope: 'write' });
    expect((await withKey(made.key, '/api/plan')).status).toBe(200);
    expect(await call(owner, `/api/developers/api-keys/${made.api_key.id}`, 'DELETE')).toMatchObject({ status: 200, body: { message: apiKeyMessages.revoked } });
    expect(await withKey(made.key, '/api/plan')).toMatchObject({ status: 401, body: { message: apiKeyMessages.invalid } });
    expect(((await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).map((row) => row.id)).not.toContain(made.api_key.id);
    expect(await call(owner, `/api/developers/api-keys/${made.api_key.id}`, 'DELETE')).toMatchObject({ status: 404, body: { message: apiKeyMessages.notFound } });

    const expiring = await makeKey(owner, { name: 'Expiring', scope: 'read', expires_in_days: 30 });
    await app.database.db.updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expiring.api_key.id).execute();
    expect(await withKey(expiring.key, '/api/plan')).toMatchObject({ status: 401, body: { message: apiKeyMessages.invalid } });
    expect(((await call(owner, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).find((row) => row.id === expiring.api_key.id)?.expired).toBe(true);

    for (const bogus of ['otk_not-a-key', `${made.key}x`, 'x']) expect((await withKey(bogus, '/api/plan')).status, bogus).toBe(401);
    const malformed = await fetch(`${app.url}/api/plan`, { headers: { authorization: 'Bearer' } });
    expect(malformed.status).toBe(401);
  });

  it("are the workspace Admins' to manage; another workspace's keys answer 404; a key whose maker left stops working", async () => {
    const made = await makeKey(owner, { name: 'Team key', scope: 'write' });
    const outsider = await signUp(app, newEmail('keys-outsider'));
    expect(await call(outsider, `/api/developers/api-keys/${made.api_key.id}`, 'DELETE')).toMatchObject({ status: 404 });
    expect(((await call(outsider, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).length).toBe(0);

    // An admin of the owner's workspace makes a key, then is made a Member: the key keeps working as a Member.
    const admin = await signUp(app, newEmail('keys-admin'));
    const ownerId = ((await call(owner, '/api/workspaces')).body as unknown as Array<{ id: string }>)[0]?.id as string;
    const adminId = ((await call(admin, '/api/workspaces')).body as unknown as Array<{ id: string }>)[0]?.id as string;
    expect((await call(owner, '/api/workspace/invitations', 'POST', { email: admin.email, role: 'admin' })).status).toBe(201);
    expect((await call(admin, '/api/invitations/accept', 'POST', { token: await invitationToken(app, admin.email.toLowerCase()) })).status).toBe(200);
    const inTeam: TestUser = { ...admin, cookie: `${admin.cookie}; outtwit_workspace=${ownerId}` };
    const adminsKey = await makeKey(inTeam, { name: 'Admin key', scope: 'write' });
    expect((await withKey(adminsKey.key, '/api/developers/api-keys')).status).toBe(200);
    expect((await call(owner, `/api/workspace/members/${adminId}`, 'PATCH', { role: 'member' })).status).toBe(200);
    expect(await withKey(adminsKey.key, '/api/developers/api-keys')).toMatchObject({ status: 403, body: { message: workspaceMessages.forbidden('member') } });
    expect((await withKey(adminsKey.key, '/api/do-not-contact', 'POST', { input: '@added_by_key' })).status).toBe(201);
    expect((await call(inTeam, '/api/developers/api-keys', 'POST', { name: 'Member try', scope: 'read' })).status).toBe(403);
    // Removed from the workspace: the key no longer works.
    expect((await call(owner, `/api/workspace/members/${adminId}`, 'DELETE')).status).toBe(200);
    expect(await withKey(adminsKey.key, '/api/do-not-contact')).toMatchObject({ status: 401, body: { message: workspaceMessages.keyHolderLeft } });
  });

  it('answer 429 with Retry-After past their requests per minute, one key apart from another', async () => {
    const busy = await makeKey(owner, { name: 'Busy', scope: 'read' });
    const calm = await makeKey(owner, { name: 'Calm', scope: 'read' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => withKey(busy.key, '/api/plan')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(40);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(10);
    expect(Number(limited[0]?.retryAfter)).toBeGreaterThan(0);
    expect(String(limited[0]?.body.message)).toMatch(/^Too many requests with this API key\. Try again in (\d+ seconds?|1 minute)\.$/);
    expect((await withKey(calm.key, '/api/plan')).status).toBe(200);
  });

  it('hold the limit of working keys under 50 creations at once: each made or refused with a message, none 500', async () => {
    const crowd = await signUp(app, newEmail('keys-crowd'));
    await becomePro(app, crowd);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => call(crowd, '/api/developers/api-keys', 'POST', { name: `Crowd ${n}`, scope: 'read' })));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length).toBeGreaterThan(0);
    expect(made.length).toBeLessThanOrEqual(MAX_ACTIVE_API_KEYS);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(typeof refused.body.message).toBe('string');
    }
    expect(((await call(crowd, '/api/developers/api-keys')).body as unknown as ApiKeyRow[]).length).toBe(made.length);
  });

  it('are described in the OpenAPI document as a bearer scheme', async () => {
    const document = (await (await fetch(`${app.url}/api/docs-json`)).json()) as { components: { securitySchemes: Record<string, unknown> }; security: unknown[] };
    expect(document.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toContainEqual({ 'api-key': [] });
  });
});
