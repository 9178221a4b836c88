import { execFile } from 'node:child_process';
import { scriptCommand } from '../../../test/support/script-command';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Json } from '../../../test/support/api-call';
import { becomePro } from '../../../test/support/become-pro';
import { openLiveStream } from '../../../test/support/live-stream';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, signUp as signUpUser, type TestUser } from '../../../test/support/users';
import { PostgresEventStore } from '../../platform/event-store/postgres/postgres-event-store';
import { DEMO_SESSIONS, startXSimulator, type XSimulator } from '../../stand-ins/x';
import { type CampaignEvent, campaignsStreamId } from './campaign/events';
import {
  CAMPAIGN_PLAN_MESSAGE,
  type CampaignAnswer,
  type CampaignHistoryRow,
  type CampaignRow,
  campaignMessages,
  type KeywordSampleRow,
  sampleMessages,
  type TemplateRow,
  templateMessages,
} from './contract';

let app: TestApp;
let simulator: XSimulator;
let bob: TestUser;
let free: TestUser;

const agency = DEMO_SESSIONS[2] as (typeof DEMO_SESSIONS)[number];

const signUp = () => signUpUser(app, newEmail('campaigns'));
const call = (user: TestUser, path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);

async function uploadSource(user: TestUser, name: string, csv: string): Promise<string> {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
  const response = await as(app, user)('/api/lead-sources/upload', { method: 'POST', body: form });
  const body = (await response.json()) as Json;
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

async function connect(user: TestUser, session: { authToken: string; ct0: string }): Promise<string> {
  const answer = await call(user, '/api/accounts', 'POST', { auth_token: session.authToken, ct0_token: session.ct0 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.account.id as string;
}

async function template(user: TestUser, name: string, messages = ['Hi [First Name]!', 'Hello {first_name}, quick question']): Promise<string> {
  const answer = await call(user, '/api/message-templates', 'POST', { name, messages });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

let xAccounts = 0;
/** A new X account of the simulator's, for one user's tests alone (an X account is connected to one user at a time). */
function newXSession(verified: boolean) {
  xAccounts += 1;
  const session = {
    userId: `95000${xAccounts}`,
    screenName: `campaigns_sender_${xAccounts}`,
    authToken: `campaigns-auth-${xAccounts}`.padEnd(40, 'x'),
    ct0: `campaigns-ct0-${xAccounts}`.padEnd(160, 'y'),
  };
  simulator.state.addAccount({ ...session, verified });
  return session;
}

interface AliceWorld {
  sourceA: string;
  sourceB: string;
  sourceC: string;
  account: string;
  template: string;
}

/**
 * A Pro user of her own for one test: three sources, a connected X account and the template 'Intro'. Each test
 * makes its own (Bob and the free user are only read), so any test passes alone and they all run side by side.
 */
async function givenAlice(): Promise<{ alice: TestUser; a: AliceWorld }> {
  const alice = await signUp();
  await becomePro(app, alice, 3);
  // The uploads one after another (a user runs at most 2 at a time), beside the account and the template.
  const uploads = async () => [
    await uploadSource(alice, 'Founders', 'username,name,company\njane_doe,Jane Doe,Acme\nbob_smith,BOB SMITH,Initech\n'),
    await uploadSource(alice, 'Marketers', 'username\nm_one\nm_two\nm_three\n'),
    await uploadSource(alice, 'Agencies', 'username\nag_one\n'),
  ];
  const [[sourceA, sourceB, sourceC], account, intro] = await Promise.all([uploads(), connect(alice, newXSession(true)), template(alice, 'Intro')]);
  return { alice, a: { sourceA, sourceB, sourceC, account, template: intro } };
}

let b: { source: string; account: string; template: string };

beforeAll(async () => {
  simulator = await startXSimulator({ port: 0, host: '127.0.0.1' });
  app = await startTestApp({ TRUST_PROXY: '1', X_API_BASE: simulator.url });
  [bob, free] = [await signUp(), await signUp()];
  await becomePro(app, bob, 2);
  b = { source: await uploadSource(bob, 'Bob leads', 'username\nzed\n'), account: await connect(bob, agency), template: await template(bob, 'Bob intro') };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await simulator?.close();
});

const wizard = (a: AliceWorld, over: Json = {}) => ({
  name: 'Spring outreach',
  lead_source_ids: [a.sourceA],
  template_id: a.template,
  profile_id: a.account,
  daily_dm_limit: 100,
  skip_already_dmd: true,
  use_do_not_contact_list: true,
  ...over,
});

/** Alice's campaign 'Spring outreach' over the Founders source: ready, or started and paused. */
async function givenSpring(alice: TestUser, a: AliceWorld, state: 'ready' | 'paused' = 'ready'): Promise<CampaignAnswer> {
  const created = await call(alice, '/api/campaigns', 'POST', wizard(a));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (state === 'paused') {
    expect((await call(alice, `/api/campaigns/${created.body.id}/start`, 'POST')).body.status).toBe('running');
    expect((await call(alice, `/api/campaigns/${created.body.id}/pause`, 'POST')).body.status).toBe('paused');
  }
  return created.body as unknown as CampaignAnswer;
}

const history = async (user: TestUser, id: string) => (await call(user, `/api/campaigns/${id}/history`)).body as unknown as CampaignHistoryRow[];

describe('message templates', () => {
  it.concurrent('keep several variations, dropping blank ones, with the specification messages', async () => {
    const { alice } = await givenAlice();
    const created = await call(alice, '/api/message-templates', 'POST', { name: '  Follow-up ', messages: ['  ', 'Hey [First Name]', '', 'Hi {name}'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Follow-up', messages: ['Hey [First Name]', 'Hi {name}'], message: 'Template created successfully' });
    const id = created.body.id as string;
    expect(await call(alice, '/api/message-templates', 'POST', { name: '', messages: ['x'] })).toMatchObject({
      status: 400,
      body: { message: 'Template name cannot be empty' },
    });
    expect(await call(alice, '/api/message-templates', 'POST', { name: 'Empty', messages: [' ', ''] })).toMatchObject({
      status: 400,
      body: { message: 'At least one message is required' },
    });
    expect(await call(alice, '/api/message-templates', 'POST', { name: 'Nothing' })).toMatchObject({ status: 400, body: { message: templateMessages.messageRequired } });
    expect(await call(alice, '/api/message-templates', 'POST', { name: 'follow-UP', messages: ['x'] })).toMatchObject({
      status: 409,
      body: { message: 'A template with this name already exists' },
    });
    expect(await call(alice, '/api/message-templates', 'POST', { name: 'Huge', messages: ['x'.repeat(10_001)] })).toMatchObject({
      status: 400,
      body: { message: templateMessages.messageTooLong },
    });
    const edited = await call(alice, `/api/message-templates/${id}`, 'PUT', { name: 'Follow-up', messages: ['One', 'Two', 'Three'] });
    expect(edited.body).toMatchObject({ messages: ['One', 'Two', 'Three'], message: 'Template updated successfully' });
    const list = await call(alice, '/api/message-templates');
    expect((list.body as unknown as TemplateRow[]).map((row) => row.name)).toEqual(['Follow-up', 'Intro']);
    expect(list.range).toBe('message-templates 0-1/2');
    expect(await call(alice, `/api/message-templates/${id}`, 'DELETE')).toMatchObject({ status: 200, body: { id, message: 'Template deleted successfully' } });
    expect((await call(alice, `/api/message-templates/${id}`)).status).toBe(404);
  });
});

describe('keyword samples', () => {
  it.concurrent('save up to 5 per type with unique names and keywords, with every message', async () => {
    const { alice } = await givenAlice();
    const save = (body: Json) => call(alice, '/api/keyword-samples', 'POST', body);
    expect(await save({ name: '', type: 'include', keywords: ['a'] })).toMatchObject({ status: 400, body: { message: 'Please enter a name for this sample' } });
    expect(await save({ name: 'S', type: 'include', keywords: [] })).toMatchObject({ status: 400, body: { message: 'Please add at least one keyword' } });
    expect(await save({ name: 'S', type: 'include', keywords: ['SaaS', 'saas'] })).toMatchObject({ status: 400, body: { message: 'Keyword "saas" already exists' } });
    expect(await save({ name: 'S', type: 'sideways', keywords: ['a'] })).toMatchObject({ status: 400, body: { message: sampleMessages.typeRequired } });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const saved = await save({ name: `Include ${i}`, type: 'include', keywords: [`k${i}`, 'founder', 'b2b', 'saas'] });
      expect(saved.status).toBe(201);
      expect(saved.body.message).toBe('Sample saved successfully');
      ids.push(saved.body.id as string);
    }
    expect(await save({ name: 'Include 6', type: 'include', keywords: ['x'] })).toMatchObject({
      status: 409,
      body: { message: 'Maximum of 5 include keyword samples reached. Please delete one first.' },
    });
    expect(await save({ name: 'Include 1', type: 'exclude', keywords: ['crypto'] })).toMatchObject({ status: 201 });
    expect(await save({ name: 'include 1', type: 'exclude', keywords: ['nft'] })).toMatchObject({
      status: 409,
      body: { message: 'A sample with the name "include 1" already exists' },
    });
    const includes = await call(alice, '/api/keyword-samples?type=include');
    expect((includes.body as unknown as KeywordSampleRow[]).map((row) => row.name)).toEqual(['Include 5', 'Include 4', 'Include 3', 'Include 2', 'Include 1']);
    expect(includes.range).toBe('keyword-samples 0-4/5');
    expect((await call(alice, `/api/keyword-samples?filter=${encodeURIComponent('{"type":"exclude"}')}`)).body).toHaveLength(1);
    expect((await call(alice, '/api/keyword-samples?type=other')).status).toBe(400);
    const edited = await call(alice, `/api/keyword-samples/${ids[0]}`, 'PUT', { name: 'Renamed', type: 'exclude', keywords: ['one'] });
    expect(edited.body).toMatchObject({ name: 'Renamed', type: 'include', keywords: ['one'], message: 'Sample updated successfully' });
    expect(await call(alice, `/api/keyword-samples/${ids[0]}`, 'DELETE')).toMatchObject({ status: 200, body: { message: 'Sample deleted successfully' } });
    expect(await save({ name: 'Include 6', type: 'include', keywords: ['x'] })).toMatchObject({ status: 201 });
  });
});

describe('creating a campaign', () => {
  it.concurrent('answers every wizard step with its message', async () => {
    const { alice, a } = await givenAlice();
    const create = (over: Json) => call(alice, '/api/campaigns', 'POST', wizard(a, over));
    expect(await create({ name: '   ' })).toMatchObject({ status: 400, body: { message: 'Campaign name is required' } });
    expect(await create({ lead_source_ids: [] })).toMatchObject({ status: 400, body: { message: 'Please select at least one lead source' } });
    expect(await create({ template_id: '' })).toMatchObject({ status: 400, body: { message: 'Please select a message template' } });
    expect(await create({ profile_id: undefined })).toMatchObject({ status: 400, body: { message: 'Please select an account to send DMs from' } });
    expect(await create({ daily_dm_limit: '' })).toMatchObject({ status: 400, body: { message: 'Please set a valid daily DM limit' } });
    expect(await create({ daily_dm_limit: 451 })).toMatchObject({ status: 400, body: { message: 'Daily DM limit must be between 50 and 450' } });
    expect(await create({ daily_dm_limit: 49 })).toMatchObject({ status: 400, body: { message: 'Daily DM limit must be between 50 and 450' } });
  });

  it.concurrent('refuses ugly input: huge names, too many sources, garbage bodies', async () => {
    const { alice, a } = await givenAlice();
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'x'.repeat(5000) }))).toMatchObject({ status: 400, body: { message: campaignMessages.nameTooLong } });
    const many = Array.from({ length: 101 }, (_, i) => `s${i}`);
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { lead_source_ids: many }))).toMatchObject({ status: 400, body: { message: campaignMessages.tooManySources } });
    expect((await call(alice, '/api/campaigns', 'POST', [])).status).toBe(400);
    expect((await call(alice, '/api/campaigns', 'POST', wizard(a, { lead_source_ids: 'abc' }))).status).toBe(400);
    expect((await call(alice, '/api/campaigns', 'POST', wizard(a, { daily_dm_limit: { $gt: 1 } }))).status).toBe(400);
    expect((await call(alice, '/api/campaigns')).body).toEqual([]);
  });

  it.concurrent("refuses another user's source, template or account as not found", async () => {
    const { alice, a } = await givenAlice();
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { lead_source_ids: [a.sourceA, b.source] }))).toMatchObject({
      status: 404,
      body: { message: campaignMessages.sourceNotFound },
    });
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { template_id: b.template }))).toMatchObject({ status: 404, body: { message: campaignMessages.templateNotFound } });
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { profile_id: b.account }))).toMatchObject({ status: 404, body: { message: campaignMessages.accountNotFound } });
    expect((await call(alice, '/api/campaigns')).body).toEqual([]);
  });

  it.concurrent('refuses the free plan with the plan gate message', async () => {
    const { a } = await givenAlice();
    expect(await call(free, '/api/campaigns', 'POST', wizard(a))).toMatchObject({ status: 403, body: { message: CAMPAIGN_PLAN_MESSAGE, code: 'plan_required' } });
  });

  it.concurrent('creates a ready campaign with counters at 0 and its sources’ leads, and keeps names unique', async () => {
    const { alice, a } = await givenAlice();
    const created = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: ' Spring outreach ', lead_source_ids: [a.sourceA, a.sourceA], use_do_not_contact_list: null }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const spring = created.body as unknown as CampaignAnswer;
    expect(spring).toMatchObject({
      name: 'Spring outreach',
      status: 'ready',
      lead_source_ids: [a.sourceA],
      lead_sources: [{ id: a.sourceA, name: 'Founders' }],
      daily_dm_limit: 100,
      profile_id: a.account,
      template_id: a.template,
      skip_already_dmd: true,
      use_do_not_contact_list: true,
      messages_sent: 0,
      messages_failed: 0,
      next_contact_index: 0,
      skipped_already_dmd: 0,
      skipped_do_not_contact: 0,
      requires_validation: false,
      campaign_total_leads: 2,
      error_message: null,
      message: 'Campaign created successfully!',
    });
    expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'SPRING OUTREACH' }))).toMatchObject({
      status: 409,
      body: { message: 'A campaign with this name already exists' },
    });
    const second = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Second', lead_source_ids: [a.sourceB], daily_dm_limit: '450' }));
    expect(second.body).toMatchObject({ status: 'ready', daily_dm_limit: 450, campaign_total_leads: 3 });
    const list = await call(alice, '/api/campaigns');
    expect((list.body as unknown as CampaignRow[]).map((row) => row.name)).toEqual(['Second', 'Spring outreach']);
    expect(list.range).toBe('campaigns 0-1/2');
    expect((await call(alice, `/api/campaigns?filter=${encodeURIComponent('{"status":"running"}')}`)).body).toEqual([]);
    expect((await call(alice, `/api/campaigns?filter=${encodeURIComponent('{"status":"bogus"}')}`)).status).toBe(400);
    expect(await call(alice, `/api/campaigns/${second.body.id}`, 'DELETE')).toMatchObject({ status: 200, body: { message: 'Campaign deleted successfully' } });
  });
});

describe('sending hours and time zone', () => {
  it.concurrent('are kept as minutes and an IANA zone, refused with their messages, and edited with a History row', async () => {
    const { alice, a } = await givenAlice();
    const made = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Office hours', send_window_start: 540, send_window_end: 1020, time_zone: 'europe/berlin' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ send_window_start: 540, send_window_end: 1020, time_zone: 'Europe/Berlin' });
    const plain = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'All day long' }));
    expect(plain.body).toMatchObject({ send_window_start: null, send_window_end: null, time_zone: 'UTC' });
    for (const [body, message] of [
      [{ send_window_start: 540 }, campaignMessages.sendWindowIncomplete],
      [{ send_window_start: 540, send_window_end: 540 }, campaignMessages.sendWindowEmpty],
      [{ send_window_start: -5, send_window_end: 540 }, campaignMessages.sendWindowInvalid],
      [{ time_zone: 'Moon/Base' }, campaignMessages.timeZoneInvalid],
    ] as const) {
      expect(await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Refused', ...body }))).toMatchObject({ status: 400, body: { message } });
      expect(await call(alice, `/api/campaigns/${made.body.id}`, 'PATCH', { name: 'Half written', ...body })).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(alice, `/api/campaigns/${made.body.id}`)).body).toMatchObject({ name: 'Office hours', send_window_start: 540, time_zone: 'Europe/Berlin' });
    const edited = await call(alice, `/api/campaigns/${made.body.id}`, 'PATCH', { send_window_start: null, send_window_end: null, time_zone: 'America/New_York' });
    expect(edited.body).toMatchObject({ send_window_start: null, send_window_end: null, time_zone: 'America/New_York', message: campaignMessages.updated });
    expect((await history(alice, made.body.id)).at(-1)).toMatchObject({
      what: 'Edited: send_window, time_zone',
      from: 'send_window: 09:00–17:00; time_zone: Europe/Berlin',
      to: 'send_window: All day; time_zone: America/New_York',
      by: 'user',
    });
    expect((await call(bob, `/api/campaigns/${made.body.id}`, 'PATCH', { time_zone: 'UTC' })).status).toBe(404);
    for (const id of [made.body.id, plain.body.id]) expect((await call(alice, `/api/campaigns/${id}`, 'DELETE')).status).toBe(200);
  });
});

describe('the campaign lifecycle', () => {
  it.concurrent('starts, refuses edits while running, pauses, and lists every change in its History', async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a);
    const id = spring.id;
    expect((await call(alice, `/api/campaigns/${id}/check-start`, 'POST', {})).body).toEqual({ can_start: true, message: campaignMessages.canStart });
    const started = await call(alice, `/api/campaigns/${id}/start`, 'POST');
    expect(started).toMatchObject({ status: 200, body: { status: 'running', message: 'Campaign started successfully' } });
    expect(await call(alice, `/api/campaigns/${id}`, 'PUT', { daily_dm_limit: 200 })).toMatchObject({
      status: 409,
      body: { message: 'Cannot edit a running campaign. Please pause it first.' },
    });
    expect(await call(alice, `/api/campaigns/${id}/rename`, 'POST', { name: 'New' })).toMatchObject({ status: 409, body: { message: campaignMessages.cannotEditRunning } });
    expect(await call(alice, `/api/campaigns/${id}`, 'DELETE')).toMatchObject({
      status: 409,
      body: { message: 'Cannot delete a running campaign. Please pause it first.' },
    });
    expect(await call(alice, `/api/campaigns/${id}/pause`, 'POST')).toMatchObject({ status: 200, body: { status: 'paused', message: 'Campaign paused successfully' } });
    expect(await call(alice, `/api/campaigns/${id}/pause`, 'POST')).toMatchObject({ status: 200, body: { status: 'paused' } });
    const rows = await history(alice, id);
    expect(rows.map((row) => [row.what, row.by])).toEqual([
      ['Created', 'user'],
      ['Started', 'user'],
      ['Paused', 'user'],
    ]);
    expect(rows[1]).toMatchObject({ from: 'status: ready', to: 'status: running' });
  });

  it.concurrent('lets a paused campaign only add sources, and renames it inline', async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a, 'paused');
    const id = spring.id;
    expect(await call(alice, `/api/campaigns/${id}`, 'PUT', { lead_source_ids: [a.sourceB] })).toMatchObject({
      status: 409,
      body: { message: 'You cannot remove lead sources from a paused campaign. Please add them back.' },
    });
    const added = await call(alice, `/api/campaigns/${id}`, 'PATCH', { lead_source_ids: [a.sourceA, a.sourceB], daily_dm_limit: 120 });
    expect(added.body).toMatchObject({ status: 'paused', campaign_total_leads: 5, daily_dm_limit: 120, message: 'Campaign updated successfully!' });
    expect(await call(alice, `/api/campaigns/${id}/rename`, 'POST', { name: '  ' })).toMatchObject({ status: 400, body: { message: 'Campaign name cannot be blank.' } });
    const renamed = await call(alice, `/api/campaigns/${id}/rename`, 'POST', { name: 'Spring 2' });
    expect(renamed.body).toMatchObject({ name: 'Spring 2', message: 'Campaign name updated successfully' });
    const last = (await history(alice, id)).slice(-2);
    expect(last[0]).toMatchObject({ what: 'Edited: lead_source_ids, daily_dm_limit', by: 'user' });
    expect(last[0]?.from).toContain(`lead_source_ids: ${a.sourceA}`);
    expect(last[1]).toMatchObject({ what: 'Renamed', from: 'name: Spring outreach', to: 'name: Spring 2' });
  });

  it.concurrent("holds a paused campaign's sources: 'In Use', and deleting one answers 409 with the leads message", async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a, 'paused');
    const sources = (await call(alice, '/api/lead-sources')).body as unknown as { id: string; in_use: boolean; campaign_ids: string[] }[];
    expect(sources.find((s) => s.id === a.sourceA)).toMatchObject({ in_use: true, campaign_ids: [spring.id] });
    expect(sources.find((s) => s.id === a.sourceC)).toMatchObject({ in_use: false });
    expect(await call(alice, `/api/lead-sources/${a.sourceA}`, 'DELETE')).toMatchObject({
      status: 409,
      body: { message: 'Cannot delete a lead source that is being used in any running, paused, or completed campaigns.' },
    });
  });

  it.concurrent('a ready campaign does not hold its sources', async () => {
    const { alice, a } = await givenAlice();
    const readyOne = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Agencies only', lead_source_ids: [a.sourceC] }));
    expect(readyOne.status).toBe(201);
    const sources = (await call(alice, '/api/lead-sources')).body as unknown as { id: string; in_use: boolean }[];
    expect(sources.find((s) => s.id === a.sourceC)?.in_use).toBe(false);
    expect((await call(alice, `/api/campaigns/${readyOne.body.id}`, 'DELETE')).status).toBe(200);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from lead_source_usage where campaign_id = ${readyOne.body.id}`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it.concurrent('a template in use cannot be deleted', async () => {
    const { alice, a } = await givenAlice();
    await givenSpring(alice, a, 'paused');
    expect(await call(alice, `/api/message-templates/${a.template}`, 'DELETE')).toMatchObject({ status: 409, body: { message: templateMessages.inUse } });
  });
});

describe('accounts and campaigns', () => {
  it.concurrent('disconnecting the account pauses its running campaign for validation; Validate with another account lets it start', async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a);
    const id = spring.id;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).body.status).toBe('running');
    const autumn = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Autumn' }));
    expect(autumn.status).toBe(201);
    const disconnected = await call(alice, `/api/accounts/${a.account}`, 'DELETE');
    expect(disconnected.body).toMatchObject({ campaigns_needing_selection: 2 });
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.requires_validation, { timeout: 15_000 }).toBe(true);
    expect((await call(alice, `/api/campaigns/${id}`)).body).toMatchObject({ status: 'paused', requires_validation: true });
    expect(await call(alice, `/api/campaigns/${id}/start`, 'POST')).toMatchObject({
      status: 409,
      body: { message: 'This campaign requires validation. Please select an account to use.', code: 'requires_validation' },
    });
    expect((await call(alice, `/api/campaigns/${id}/check-start`, 'POST', {})).body).toEqual({ can_start: false, message: campaignMessages.validationAccountRequired });
    const second = await connect(alice, newXSession(false));
    expect((await call(alice, `/api/campaigns/${id}/check-start`, 'POST', { profile_id: second })).body.can_start).toBe(true);
    expect(await call(alice, `/api/campaigns/${id}/validate`, 'POST', { profile_id: b.account })).toMatchObject({ status: 404 });
    expect(await call(alice, `/api/campaigns/${id}/validate`, 'POST', {})).toMatchObject({ status: 400, body: { message: campaignMessages.validationAccountRequired } });
    const validated = await call(alice, `/api/campaigns/${id}`, 'PUT', { profile_id: second });
    expect(validated.body).toMatchObject({ requires_validation: false, profile_id: second, message: 'Campaign validated and updated successfully!' });
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).body.status).toBe('running');
    // A ready campaign on the account needs an account too; Validate picks it.
    expect((await call(alice, `/api/campaigns/${autumn.body.id}`)).body).toMatchObject({ status: 'paused', requires_validation: true, error_message: null });
    const picked = await call(alice, `/api/campaigns/${autumn.body.id}/validate`, 'POST', { profile_id: second });
    expect(picked).toMatchObject({ status: 200, body: { requires_validation: false, profile_id: second, message: 'Campaign validated and updated successfully!' } });
    expect((await call(alice, `/api/campaigns/${autumn.body.id}`, 'DELETE')).status).toBe(200);
    const whats = (await history(alice, id)).map((row) => [row.what, row.by]);
    expect(whats.slice(-4)).toEqual([
      ['Started', 'user'],
      ['Paused (account disconnected)', 'system'],
      ['Validated', 'user'],
      ['Started', 'user'],
    ]);
  });

  it.concurrent('a dead account pauses its campaign with the Twitter connection message', async () => {
    const { alice, a } = await givenAlice();
    const session = newXSession(false);
    const account = await connect(alice, session);
    const running = await call(alice, '/api/campaigns', 'POST', wizard(a, { profile_id: account }));
    expect(running.status, JSON.stringify(running.body)).toBe(201);
    const id = running.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).body.status).toBe('running');
    simulator.state.expireSession(session.authToken);
    expect((await call(alice, `/api/accounts/${account}/check`, 'POST')).body.account.health).toBe('session_expired');
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 15_000 }).toBe('paused');
    const campaign = (await call(alice, `/api/campaigns/${id}`)).body;
    expect(campaign.error_message).toContain('Twitter connection');
    expect(campaign.requires_validation).toBe(false);
    expect((await history(alice, id)).at(-1)).toMatchObject({ what: 'Paused (account connection lost)', by: 'system' });
  });
});

describe('completion', () => {
  it.concurrent('a completed campaign cannot start, cannot lose sources, and goes back to ready when it gains one', async () => {
    const { alice, a } = await givenAlice();
    expect((await call(alice, `/api/accounts/${a.account}/check`, 'POST')).body.account.health).toBe('healthy');
    const created = await call(alice, '/api/campaigns', 'POST', wizard(a, { name: 'Summer', lead_source_ids: [a.sourceC] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).body.status).toBe('running');
    // The runner, in another process, records the completion on the user's stream.
    const store = new PostgresEventStore({ pool: app.database.pool });
    const stream = campaignsStreamId(created.body.user_id as string);
    const version = (await store.readStream(stream)).at(-1)?.version as number;
    const completed: CampaignEvent = { type: 'CampaignCompleted', data: { userId: created.body.user_id, campaignId: id, from: 'running', by: 'runner' } };
    await store.appendToStream(stream, version, [completed]);
    await expect.poll(async () => (await call(alice, `/api/campaigns/${id}`)).body.status, { timeout: 10_000 }).toBe('completed');
    expect(await call(alice, `/api/campaigns/${id}/start`, 'POST')).toMatchObject({
      status: 409,
      body: { message: 'Cannot start a completed campaign. Edit it and add new lead sources to reset it.' },
    });
    expect(await call(alice, `/api/lead-sources/${a.sourceC}`, 'DELETE')).toMatchObject({ status: 409 });
    expect(await call(alice, `/api/campaigns/${id}`, 'PUT', { lead_source_ids: [a.sourceB] })).toMatchObject({
      status: 409,
      body: { message: 'You cannot remove lead sources from a completed campaign. Please add them back.' },
    });
    const kept = await call(alice, `/api/campaigns/${id}`, 'PUT', { daily_dm_limit: 75 });
    expect(kept.body).toMatchObject({ status: 'completed', daily_dm_limit: 75 });
    const reset = await call(alice, `/api/campaigns/${id}`, 'PUT', { lead_source_ids: [a.sourceC, a.sourceB] });
    expect(reset.body).toMatchObject({ status: 'ready', campaign_total_leads: 4, message: 'Campaign updated successfully!' });
    expect((await history(alice, id)).map((row) => [row.what, row.by, row.to])).toEqual([
      ['Created', 'user', expect.any(String)],
      ['Started', 'user', 'status: running'],
      ['Completed', 'runner', 'status: completed'],
      ['Edited: daily_dm_limit', 'user', 'daily_dm_limit: 75'],
      ['Edited: lead_source_ids', 'user', `lead_source_ids: ${a.sourceC}, ${a.sourceB}; campaign_total_leads: 4; status: ready`],
    ]);
    expect((await call(alice, `/api/campaigns/${id}/start`, 'POST')).body.status).toBe('running');
    expect((await call(alice, `/api/campaigns/${id}/pause`, 'POST')).body.status).toBe('paused');
  });
});

describe('privacy', () => {
  it.concurrent("user B cannot read, change, start, pause, delete or see the history of A's campaigns, templates and samples", async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a);
    expect((await call(alice, '/api/keyword-samples', 'POST', { name: 'Mine', type: 'include', keywords: ['founder'] })).status).toBe(201);
    const id = spring.id;
    const sample = ((await call(alice, '/api/keyword-samples')).body as unknown as KeywordSampleRow[])[0] as KeywordSampleRow;
    expect(sample).toBeDefined();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/campaigns/${id}`],
      ['GET', `/api/campaigns/${id}/history`],
      ['PUT', `/api/campaigns/${id}`, { daily_dm_limit: 300 }],
      ['PATCH', `/api/campaigns/${id}`, { name: 'Mine' }],
      ['POST', `/api/campaigns/${id}/rename`, { name: 'Mine' }],
      ['POST', `/api/campaigns/${id}/start`],
      ['POST', `/api/campaigns/${id}/pause`],
      ['POST', `/api/campaigns/${id}/check-start`, {}],
      ['POST', `/api/campaigns/${id}/validate`, { profile_id: b.account }],
      ['DELETE', `/api/campaigns/${id}`],
      ['GET', `/api/message-templates/${a.template}`],
      ['PUT', `/api/message-templates/${a.template}`, { name: 'Mine', messages: ['x'] }],
      ['DELETE', `/api/message-templates/${a.template}`],
      ['GET', `/api/keyword-samples/${sample.id}`],
      ['PUT', `/api/keyword-samples/${sample.id}`, { name: 'Mine', keywords: ['x'] }],
      ['DELETE', `/api/keyword-samples/${sample.id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(bob, path, method, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call(bob, '/api/campaigns')).body).toEqual([]);
    expect((await call(bob, `/api/campaigns?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`)).body).toEqual([]);
    expect(((await call(bob, '/api/message-templates')).body as unknown as TemplateRow[]).map((t) => t.id)).toEqual([b.template]);
    expect((await call(bob, '/api/keyword-samples')).body).toEqual([]);
    // Nothing of A's changed.
    expect((await call(alice, `/api/campaigns/${id}`)).body).toMatchObject({ name: 'Spring outreach', daily_dm_limit: 100 });
    expect((await call(alice, `/api/keyword-samples/${sample.id}`)).body.name).toBe(sample.name);
  });

  it.concurrent('refuses signed-out callers', async () => {
    expect((await as(app, undefined)('/api/campaigns')).status).toBe(401);
    expect((await as(app, undefined)('/api/message-templates', { method: 'POST', json: { name: 'x', messages: ['y'] } })).status).toBe(401);
  });
});

describe('live updates', () => {
  it.concurrent("names the changed campaign, template and sample on the owner's live stream only", async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a, 'paused');
    const owner = await openLiveStream(app, alice);
    const other = await openLiveStream(app, bob);
    try {
      const renamed = await call(alice, `/api/campaigns/${spring.id}/rename`, 'POST', { name: 'Spring live' });
      expect(renamed.status).toBe(200);
      const templateId = await template(alice, 'Live template', ['Hi']);
      const sample = await call(alice, '/api/keyword-samples', 'POST', { name: 'Live sample', type: 'exclude', keywords: ['x'] });
      const seen = (resource: string, id: string) => owner.changes().some((change) => change.resource === resource && change.ids?.includes(id));
      await expect.poll(() => seen('campaigns', spring.id), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => seen('message-templates', templateId), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => seen('keyword-samples', sample.body.id as string), { timeout: 10_000 }).toBe(true);
      expect(owner.changes().some((change) => change.resource === 'lead-sources')).toBe(true);
      expect(other.changes().filter((change) => ['campaigns', 'message-templates', 'keyword-samples'].includes(change.resource))).toEqual([]);
    } finally {
      await owner.close();
      await other.close();
    }
  });
});

describe('audit', () => {
  it.concurrent('npm run audit -- campaign <id> prints from the event store the rows the History endpoint lists', async () => {
    const { alice, a } = await givenAlice();
    const spring = await givenSpring(alice, a, 'paused');
    expect((await call(alice, `/api/campaigns/${spring.id}/rename`, 'POST', { name: 'Spring audited' })).status).toBe(200);
    const rows = await history(alice, spring.id);
    const { stdout } = await promisify(execFile)(process.execPath, [...(await scriptCommand('src/app/audit-cli.ts')), 'campaign', spring.id], {
      env: { ...process.env, DATABASE_URL: app.database.url, LOG_LEVEL: 'silent' },
    });
    const [header, ...lines] = stdout.trim().split('\n');
    expect(header).toMatch(new RegExp(`^History of campaign ${spring.id} \\(user [^)]+\\): ${rows.length}$`));
    expect(lines).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const line = lines[index] as string;
      expect(line.startsWith(row.at)).toBe(true);
      // Who: the person's email for a change a person made, else the runner or the system.
      if (row.by === 'user') expect(row.by_email?.toLowerCase()).toBe(alice.email.toLowerCase());
      expect(line).toContain(` ${row.by_email ?? row.by} `);
      expect(line).toContain(row.what);
      expect(line.endsWith(`${row.from ?? '-'} -> ${row.to ?? '-'}`)).toBe(true);
    });
  });
});
