import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomePro as becomeProOf } from '../../../test/support/become-pro';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, signUp as signUpUser, type TestUser } from '../../../test/support/users';
import { openLiveStream } from '../../../test/support/live-stream';
import { staysTrue } from '../../../test/support/waiting';
import { type BulkDeleteAnswer, type LeadCreditsAnswer, type LeadRow, type LeadSourceRow, leadMessages, type UploadAnswer } from './contract';

let app: TestApp;
let alice: TestUser;
let pro: TestUser;
let bob: TestUser;

/** Each sign-up from its own address (behind one trusted proxy), past the per-IP limit. */
const signUp = () => signUpUser(app, newEmail('leads'));

/** Pro for 5 accounts (100,000 lead credits). */
function becomePro(user: TestUser): Promise<void> {
  return becomeProOf(app, user, 5);
}

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
  [alice, pro, bob] = [await signUp(), await signUp(), await signUp()];
  await becomePro(pro);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

interface FilePart {
  content: string | Buffer;
  filename: string;
  type?: string;
}

function upload(user: TestUser, name: string | undefined, file: FilePart | undefined, fileFirst = false) {
  const form = new FormData();
  const addFile = () => file && form.set('file', new Blob([file.content], { type: file.type ?? 'text/csv' }), file.filename);
  if (fileFirst) addFile();
  if (name !== undefined) form.set('name', name);
  if (!fileFirst) addFile();
  return as(app, user)('/api/lead-sources/upload', { method: 'POST', body: form });
}

async function uploaded(user: TestUser, name: string, content: string, filename = 'leads.csv'): Promise<UploadAnswer> {
  const response = await upload(user, name, { content, filename });
  const body = (await response.json()) as UploadAnswer;
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body;
}

async function refused(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

const get = async <T>(user: TestUser, path: string) => {
  const response = await as(app, user)(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return { body: (await response.json()) as T, range: response.headers.get('content-range') };
};

/** Everything of one user's lead sources the database holds: sources, leads, credits. */
async function footprint(user: TestUser) {
  const { body } = await get<LeadSourceRow[]>(user, '/api/lead-sources?range=[0,999]');
  const ids = body.map((row) => row.id);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads`.execute(app.database.db);
  const credits = (await get<LeadCreditsAnswer>(user, '/api/lead-credits')).body;
  return { ids, allLeadRows: rows[0]?.n, used: credits.used };
}

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const usernames = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('upload', () => {
  it('creates a source from a semicolon CSV with extra columns: leads cleaned, duplicates dropped, columns kept as text', async () => {
    const answer = await uploaded(
      alice,
      '  Semicolons  ',
      csv('Twitter Handle;Name;Bio;Company;Budget', '@Alice;Alice A;Hello;Acme;=1+1', 'https://x.com/Bob;Bob;"Two\nlines";Bobco;', 'alice;Dup;;;', '???;Bad;;;'),
      'semis.csv',
    );
    expect(answer).toEqual({
      id: expect.any(String),
      name: 'Semicolons',
      total_leads: 2,
      duplicates_dropped: 1,
      invalid_skipped: 1,
      message: 'File processed successfully with 2 leads',
    });
    const source = await get<LeadSourceRow>(alice, `/api/lead-sources/${answer.id}`);
    expect(source.body).toMatchObject({
      id: answer.id,
      name: 'Semicolons',
      source_type: 'csv',
      status: 'ready',
      total_leads: 2,
      csv_filename: 'semis.csv',
      error_message: null,
      csv_columns: ['Name', 'Bio', 'Company', 'Budget'],
      campaign_ids: [],
      in_use: false,
    });
    const leads = await get<LeadRow[]>(alice, `/api/lead-sources/${answer.id}/leads`);
    expect(leads.range).toBe('leads 0-1/2');
    expect(leads.body.map(({ username, name, bio, metadata }) => ({ username, name, bio, metadata }))).toEqual([
      { username: 'alice', name: 'Alice A', bio: 'Hello', metadata: { Company: 'Acme', Budget: '=1+1' } },
      { username: 'bob', name: 'Bob', bio: 'Two\nlines', metadata: { Company: 'Bobco' } },
    ]);
  });

  it('takes the JSON forms: an array of usernames, or an object with usernames and metadata', async () => {
    const array = await uploaded(alice, 'Json array', JSON.stringify(['@Carol', 'dave', 'carol']), 'list.json');
    expect(array).toMatchObject({ total_leads: 2, duplicates_dropped: 1 });
    const object = await upload(alice, 'Json object', {
      content: JSON.stringify({ usernames: ['erin', 'frank'], metadata: { erin: { name: 'Erin', team: 'red' } } }),
      filename: 'object.json',
      type: 'application/json',
    });
    const body = (await object.json()) as UploadAnswer;
    expect(object.status).toBe(201);
    const leads = await get<LeadRow[]>(alice, `/api/lead-sources/${body.id}/leads`);
    expect(leads.body.map(({ username, name, metadata }) => ({ username, name, metadata }))).toEqual([
      { username: 'erin', name: 'Erin', metadata: { team: 'red' } },
      { username: 'frank', name: null, metadata: {} },
    ]);
    // Back to two sources' worth of room on the free plan.
    await as(app, alice)(`/api/lead-sources/${array.id}`, { method: 'DELETE' });
    await as(app, alice)(`/api/lead-sources/${body.id}`, { method: 'DELETE' });
  });

  it('refuses bad files with the specification messages and writes nothing', async () => {
    const before = await footprint(bob);
    const cases: [string | undefined, FilePart | undefined, number, string][] = [
      [undefined, { content: csv('username', 'a'), filename: 'a.csv' }, 400, 'Please select a CSV file and enter a source name. The name field must come before the file.'],
      ['   ', { content: csv('username', 'a'), filename: 'a.csv' }, 400, 'Please select a CSV file and enter a source name'],
      ['No file', undefined, 400, 'Please select a CSV file and enter a source name'],
      ['No column', { content: csv('name;bio', 'A;B'), filename: 'a.csv' }, 400, 'CSV file must contain a username column'],
      ['Nothing valid', { content: csv('username', '!!!', '', 'https://example.com/x'), filename: 'a.csv' }, 400, 'No valid usernames found in the file'],
      [
        'Bad json',
        { content: '{"users": ["a"]}', filename: 'a.json', type: 'application/json' },
        400,
        'Invalid JSON format: Expected array of usernames or object with usernames and metadata',
      ],
      ['Broken quotes', { content: csv('username,bio', 'alice,"never closed'), filename: 'a.csv' }, 400, 'CSV parsing error: Quoted field unterminated'],
      ['Binary', { content: Buffer.from([0, 1, 2, 255, 254, 0, 10, 0]), filename: 'a.csv' }, 400, 'CSV file must contain a username column'],
    ];
    for (const [name, file, status, message] of cases) {
      expect({ name, ...(await refused(await upload(bob, name, file))) }).toEqual({ name, status, body: { message, code: expect.any(String) } });
    }
    const json = await as(app, bob)('/api/lead-sources/upload', { method: 'POST', json: { name: 'x', file: 'username\nalice' } });
    expect(await refused(json)).toEqual({ status: 400, body: { message: 'Please select a CSV file and enter a source name', code: expect.any(String) } });
    expect(await footprint(bob)).toEqual(before);
  });

  it('refuses a file over 50 MB with a clear message and keeps nothing of it', async () => {
    const before = await footprint(bob);
    // 51 MB of rows (one lead, repeated): within the credits, over the size limit.
    const row = `alice,${'x'.repeat(1_000)}\n`;
    const big = Buffer.from(`username,notes\n${row.repeat(Math.ceil((51 * 1024 * 1024) / row.length))}`);
    const response = await upload(bob, 'Too big', { content: big, filename: 'big.csv' });
    expect(await refused(response)).toEqual({
      status: 413,
      body: { message: 'The file is larger than 50 MB. Please upload a smaller file.', code: 'file_too_large' },
    });
    expect(await footprint(bob)).toEqual(before);
  });

  it('keeps nothing of an upload cut off midway, and goes on serving', async () => {
    // A user of their own: the file stays within their 10,000 credits, so only the cut can end the upload.
    const dave = await signUp();
    const before = await footprint(dave);
    const boundary = 'cutoffboundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nCut off\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.csv"\r\ncontent-type: text/csv\r\n\r\nusername,notes\n`;
    const request = http.request(`${app.url}/api/lead-sources/upload`, {
      method: 'POST',
      headers: { origin: app.url, cookie: dave.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10_000_000) },
    });
    request.on('error', () => undefined);
    // 8,000 leads (about 1 MB) of a body announced as 10 MB: the first batch of 5,000 is written, the rest
    // waits for more of the file.
    request.write(`${head}${usernames(8_000, 'cut').map((username) => `${username},${'n'.repeat(120)}`).join('\n')}\n`);
    await expect.poll(async () => (await footprint(dave)).allLeadRows, { timeout: 10_000 }).toBe((before.allLeadRows ?? 0) + 5_000);
    request.destroy();
    // The rows already written go when the upload fails, and none come after.
    await expect.poll(async () => footprint(dave), { timeout: 10_000 }).toEqual(before);
    await staysTrue(1_500, async () => expect(await footprint(dave)).toEqual(before));
    expect((await uploaded(dave, 'After the cut', csv('username', 'cut1'))).total_leads).toBe(1);
    expect((await get<LeadSourceRow[]>(dave, '/api/lead-sources')).body.map((row) => row.name)).toEqual(['After the cut']);
  });

  it('refuses a file found over the credits left after batches of it were written, and keeps none of them', async () => {
    const erin = await signUp();
    const before = await footprint(erin);
    const response = await upload(erin, 'Over midway', { content: csv('username', ...usernames(12_000, 'mid')), filename: 'mid.csv' });
    expect(await refused(response)).toEqual({ status: 403, body: { message: leadMessages.fileExceedsCredits(10_000), code: 'lead_credits_exceeded' } });
    expect(await footprint(erin)).toEqual(before);
  });

  it('refuses a second source with the same name, and a file sent before its name', async () => {
    await uploaded(bob, 'Twice', csv('username', 'x1'));
    expect(await refused(await upload(bob, 'twice', { content: csv('username', 'x2'), filename: 'b.csv' }))).toEqual({
      status: 409,
      body: { message: 'This source name already exists. Please use a different name.', code: 'name_taken' },
    });
    expect(await refused(await upload(bob, 'Other', { content: csv('username', 'x2'), filename: 'b.csv' }, true))).toEqual({
      status: 400,
      body: { message: 'Please select a CSV file and enter a source name. The name field must come before the file.', code: 'name_before_file' },
    });
    expect((await get<LeadSourceRow[]>(bob, '/api/lead-sources')).body.map((row) => row.name)).toEqual(['Twice']);
  });
});

describe('plan rules', () => {
  it("keeps the free plan to 3 sources, and to its 10,000 credits with nothing half-written", async () => {
    const carol = await signUp();
    await uploaded(carol, 'One', csv('username', ...usernames(9_000)));
    const over = await upload(carol, 'Over', { content: csv('username', ...usernames(1_001, 'v')), filename: 'over.csv' });
    expect(await refused(over)).toEqual({
      status: 403,
      body: {
        message:
          "This file has more leads than the 1,000 lead credits left. You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
        code: 'lead_credits_exceeded',
      },
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where username like 'v%'`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
    await uploaded(carol, 'Two', csv('username', ...usernames(1_000, 'v')));
    let credits = (await get<LeadCreditsAnswer>(carol, '/api/lead-credits')).body;
    expect(credits).toMatchObject({ plan: 'free', used: 10_000, limit: 10_000, remaining: 0, percent: 100, level: 'red', source_count: 2, max_sources: 3, can_create: false });
    expect(credits.sources.map(({ name, percent, amber }) => ({ name, percent, amber }))).toEqual([
      { name: 'Two', percent: 10, amber: false },
      { name: 'One', percent: 90, amber: true },
    ]);
    const two = credits.sources[0]?.id as string;
    expect((await as(app, carol)(`/api/lead-sources/${two}`, { method: 'DELETE' })).status).toBe(200);
    await uploaded(carol, 'Two', csv('username', 'a'));
    await uploaded(carol, 'Three', csv('username', 'b'));
    credits = (await get<LeadCreditsAnswer>(carol, '/api/lead-credits')).body;
    expect(credits).toMatchObject({ used: 9_002, source_count: 3, can_create: false, level: 'amber', percent: 90 });
    const fourth = await upload(carol, 'Four', { content: csv('username', 'c'), filename: 'c.csv' });
    expect(await refused(fourth)).toEqual({
      status: 403,
      body: { message: 'Free plan limit: 3 lead sources. Upgrade your plan to add more lead sources.', code: 'free_source_limit' },
    });
  });

  it('lets only Pro export', async () => {
    const { body } = await get<LeadSourceRow[]>(alice, '/api/lead-sources');
    const response = await as(app, alice)(`/api/lead-sources/${body[0]?.id}/export`);
    expect(await refused(response)).toEqual({ status: 403, body: { message: 'CSV download of lead sources needs a Pro plan.', code: 'plan_required' } });
  });

  it('gives Pro more than three sources', async () => {
    for (const name of ['P1', 'P2', 'P3', 'P4']) await uploaded(pro, name, csv('username', `${name.toLowerCase()}_lead`));
    expect((await get<LeadCreditsAnswer>(pro, '/api/lead-credits')).body).toMatchObject({ plan: 'pro', limit: 100_000, used: 4, max_sources: null, can_create: true });
  });
});

describe('export', () => {
  it('writes the specified file byte for byte', async () => {
    const answer = await uploaded(
      pro,
      'My Export Test',
      csv(
        'username,name,bio,bio_urls,urls,location,followers_count,following_count,verified,extra',
        'zed,Zed,"Line one\nline two",https://a.example https://b.example,https://z.example,"Paris, FR",1200,3,true,kept',
        'amy,"=HYPERLINK(""http://evil"")",-5 dollars,,,@home,,,no,',
        'mia,"Say ""hi""",+plus,,,,,,,',
      ),
    );
    const response = await as(app, pro)(`/api/lead-sources/${answer.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="My_Export_Test_leads.csv"; filename*=UTF-8''My_Export_Test_leads.csv`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      '"username","name","bio","bio_urls","urls","location","followers_count","following_count","verified"\r\n' +
        `"amy","'=HYPERLINK(""http://evil"")","'-5 dollars","","","'@home","","","false"\r\n` +
        `"mia","Say ""hi""","'+plus","","","","","",""\r\n` +
        '"zed","Zed","Line one line two","https://a.example https://b.example","https://z.example","Paris, FR","1200","3","true"\r\n',
    );
  });

  it('pages through the database in username order past 1,000 leads', async () => {
    const names = usernames(2_345, 'p').sort(() => Math.random() - 0.5);
    const answer = await uploaded(pro, 'Paged', csv('username', ...names));
    const response = await as(app, pro)(`/api/lead-sources/${answer.id}/export`);
    const lines = (await response.text()).slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2_346);
    expect(lines.slice(1).map((line) => line.slice(1, line.indexOf('"', 1)))).toEqual([...names].sort());
  });
});

describe('rename', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = (await uploaded(bob, 'Rename me', csv('username', 'r1'))).id;
    second = (await uploaded(bob, 'Other name', csv('username', 'r2'))).id;
  });

  it('renames with PATCH, PUT or the rename command', async () => {
    for (const [method, path, name] of [
      ['PATCH', `/api/lead-sources/${first}`, ' Renamed '],
      ['PUT', `/api/lead-sources/${first}`, 'Renamed again'],
      ['POST', `/api/lead-sources/${first}/rename`, 'Renamed thrice'],
    ] as const) {
      const response = await as(app, bob)(path, { method, json: { name } });
      expect(response.status, await response.clone().text()).toBe(method === 'POST' ? 201 : 200);
      expect(await response.json()).toEqual({ id: first, name: name.trim(), message: 'Lead source name updated successfully' });
      expect((await get<LeadSourceRow>(bob, `/api/lead-sources/${first}`)).body.name).toBe(name.trim());
    }
  });

  it('refuses a blank name and the name of another source', async () => {
    expect(await refused(await as(app, bob)(`/api/lead-sources/${first}`, { method: 'PATCH', json: { name: '  ' } }))).toEqual({
      status: 400,
      body: { message: 'Lead source name cannot be blank.', code: expect.any(String) },
    });
    expect(await refused(await as(app, bob)(`/api/lead-sources/${first}`, { method: 'PATCH', json: {} }))).toMatchObject({ status: 400 });
    expect(await refused(await as(app, bob)(`/api/lead-sources/${first}`, { method: 'PATCH', json: { name: 'other NAME' } }))).toEqual({
      status: 409,
      body: { message: 'A lead source with the name "other NAME" already exists. Please use a different name.', code: 'name_taken' },
    });
    expect((await get<LeadSourceRow>(bob, `/api/lead-sources/${second}`)).body.name).toBe('Other name');
  });
});

describe('delete', () => {
  it('deletes one source with its leads', async () => {
    const { id } = await uploaded(pro, 'Delete one', csv('username', 'd1', 'd2'));
    const response = await as(app, pro)(`/api/lead-sources/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, message: 'Lead source deleted successfully' });
    expect((await refused(await as(app, pro)(`/api/lead-sources/${id}`))).status).toBe(404);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads where source_id = ${id}`.execute(app.database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('deletes several at once, all or none, and protects sources used by running, paused or completed campaigns', async () => {
    const a = (await uploaded(pro, 'Bulk A', csv('username', 'b1'))).id;
    const b = (await uploaded(pro, 'Bulk B', csv('username', 'b2'))).id;
    const c = (await uploaded(pro, 'Bulk C', csv('username', 'b3'))).id;
    const userId = (await sql<{ user_id: string }>`select user_id from lead_sources where id = ${c}`.execute(app.database.db)).rows[0]?.user_id;
    await app.database.db
      .insertInto('lead_source_usage')
      .values([
        { campaign_id: 'camp-1', lead_source_id: c, user_id: userId as string, campaign_status: 'paused' },
        { campaign_id: 'camp-2', lead_source_id: b, user_id: userId as string, campaign_status: 'ready' },
      ])
      .execute();
    expect((await get<LeadSourceRow>(pro, `/api/lead-sources/${c}`)).body).toMatchObject({ in_use: true, campaign_ids: ['camp-1'] });
    expect((await get<LeadSourceRow>(pro, `/api/lead-sources/${b}`)).body).toMatchObject({ in_use: false, campaign_ids: [] });
    const inUse = {
      status: 409,
      body: { message: 'Cannot delete a lead source that is being used in any running, paused, or completed campaigns.', code: 'lead_source_in_use' },
    };
    expect(await refused(await as(app, pro)(`/api/lead-sources/${c}`, { method: 'DELETE' }))).toEqual(inUse);
    expect(await refused(await as(app, pro)('/api/lead-sources/delete', { method: 'POST', json: { ids: [a, c] } }))).toEqual(inUse);
    expect(await refused(await as(app, pro)('/api/lead-sources/delete', { method: 'POST', json: { ids: [a, 'missing'] } }))).toMatchObject({ status: 404 });
    expect(await refused(await as(app, pro)('/api/lead-sources/delete', { method: 'POST', json: { ids: [] } }))).toMatchObject({ status: 400 });
    expect((await get<LeadSourceRow>(pro, `/api/lead-sources/${a}`)).body.name).toBe('Bulk A');
    const response = await as(app, pro)('/api/lead-sources/delete', { method: 'POST', json: { ids: [a, b] } });
    expect(response.status).toBe(200);
    expect((await response.json()) as BulkDeleteAnswer).toEqual({ ids: [a, b], message: '2 lead sources deleted successfully' });
    const left = (await get<LeadSourceRow[]>(pro, '/api/lead-sources?range=[0,99]')).body.map((row) => row.name);
    expect(left).toContain('Bulk C');
    expect(left).not.toContain('Bulk A');
    expect(left).not.toContain('Bulk B');
    await app.database.db.updateTable('lead_source_usage').set({ campaign_status: 'completed' }).where('campaign_id', '=', 'camp-1').execute();
    expect(await refused(await as(app, pro)(`/api/lead-sources/${c}`, { method: 'DELETE' }))).toEqual(inUse);
  });
});

describe('list', () => {
  let dave: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    dave = await signUp();
    await becomePro(dave);
    for (const [name, count] of [['Alpha leads', 3], ['beta LEADS', 1], ['Gamma', 2], ['Delta', 5]] as const) {
      ids[name] = (await uploaded(dave, name, csv('username', ...usernames(count, name[0]?.toLowerCase())))).id;
    }
  }, 60_000);

  const names = async (query: string) => {
    const { body, range } = await get<LeadSourceRow[]>(dave, `/api/lead-sources?${query}`);
    return { names: body.map((row) => row.name), range };
  };
  const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

  it('lists newest first by default, pages with Content-Range', async () => {
    expect(await names('')).toEqual({ names: ['Delta', 'Gamma', 'beta LEADS', 'Alpha leads'], range: 'lead-sources 0-3/4' });
    expect(await names('range=[1,2]')).toEqual({ names: ['Gamma', 'beta LEADS'], range: 'lead-sources 1-2/4' });
    expect(await names('range=[10,19]')).toEqual({ names: [], range: 'lead-sources */4' });
  });

  it('sorts by leads either way, and by name', async () => {
    expect((await names('sort=["total_leads","DESC"]')).names).toEqual(['Delta', 'Alpha leads', 'Gamma', 'beta LEADS']);
    expect((await names('sort=["total_leads","ASC"]')).names).toEqual(['beta LEADS', 'Gamma', 'Alpha leads', 'Delta']);
    expect((await names('sort=["name","ASC"]')).names).toHaveLength(4);
  });

  it('searches names case-insensitively by substring, and filters by type, status and ids', async () => {
    expect(await names(filter({ q: 'LEADS' }))).toEqual({ names: ['beta LEADS', 'Alpha leads'], range: 'lead-sources 0-1/2' });
    expect((await names(filter({ q: 'ph' }))).names).toEqual(['Alpha leads']);
    expect((await names(filter({ q: '%' }))).names).toEqual([]);
    expect((await names(filter({ source_type: 'csv', status: 'ready' }))).names).toHaveLength(4);
    expect((await names(filter({ source_type: ['followers', 'dataset'] }))).names).toEqual([]);
    expect((await names(filter({ status: 'failed' }))).names).toEqual([]);
    expect((await names(filter({ id: [ids.Gamma, ids.Delta] }))).names).toEqual(['Delta', 'Gamma']);
  });

  it('answers 400 to malformed parameters', async () => {
    for (const query of [filter({ source_type: 'tiktok' }), filter({ q: 5 }), 'sort=["secret","ASC"]', 'range=[5,1]']) {
      expect(await refused(await as(app, dave)(`/api/lead-sources?${query}`))).toMatchObject({ status: 400, body: { message: expect.any(String) } });
    }
  });

  it('pages leads 20 at a time in username order', async () => {
    const many = (await uploaded(dave, 'Many', csv('username', ...usernames(45, 'm')))).id;
    const page = await get<LeadRow[]>(dave, `/api/lead-sources/${many}/leads`);
    expect(page.range).toBe('leads 0-19/45');
    expect(page.body[0]?.username).toBe('m0');
    expect(page.body[19]?.username).toBe('m26');
    const last = await get<LeadRow[]>(dave, `/api/lead-sources/${many}/leads?range=[40,59]`);
    expect(last.range).toBe('leads 40-44/45');
    expect(last.body.map((row) => row.username)).toEqual(['m5', 'm6', 'm7', 'm8', 'm9']);
  });
});

describe('live updates', () => {
  it("names the changed source and the credits on the owner's live stream only", async () => {
    const owner = await openLiveStream(app, pro);
    const other = await openLiveStream(app, alice);
    try {
      const { id } = await uploaded(pro, 'Live one', csv('username', 'live1'));
      await expect
        .poll(() => owner.changes().filter((change) => change.resource === 'lead-sources' && change.ids?.includes(id)).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(owner.changes().some((change) => change.resource === 'lead-credits')).toBe(true);
      expect(other.changes().filter((change) => change.resource.startsWith('lead'))).toEqual([]);
    } finally {
      await owner.close();
      await other.close();
    }
  });
});

describe('privacy', () => {
  it("keeps a user's sources and leads from every other user", async () => {
    const mine = (await uploaded(pro, 'Private', csv('username', 'secret1', 'secret2'))).id;
    const stranger = await signUp();
    await becomePro(stranger);
    const asStranger = as(app, stranger);
    expect((await get<LeadSourceRow[]>(stranger, '/api/lead-sources')).body).toEqual([]);
    expect((await get<LeadSourceRow[]>(stranger, `/api/lead-sources?${`filter=${encodeURIComponent(JSON.stringify({ id: [mine] }))}`}`)).body).toEqual([]);
    const notFound = { status: 404, body: { message: 'Lead source data not found or error loading.', code: 'lead_source_not_found' } };
    expect(await refused(await asStranger(`/api/lead-sources/${mine}`))).toEqual(notFound);
    expect(await refused(await asStranger(`/api/lead-sources/${mine}/leads`))).toEqual(notFound);
    expect(await refused(await asStranger(`/api/lead-sources/${mine}/export`))).toEqual(notFound);
    expect(await refused(await asStranger(`/api/lead-sources/${mine}`, { method: 'PATCH', json: { name: 'Mine now' } }))).toEqual(notFound);
    expect(await refused(await asStranger(`/api/lead-sources/${mine}/rename`, { method: 'POST', json: { name: 'Mine now' } }))).toEqual(notFound);
    expect(await refused(await asStranger(`/api/lead-sources/${mine}`, { method: 'DELETE' }))).toEqual(notFound);
    expect(await refused(await asStranger('/api/lead-sources/delete', { method: 'POST', json: { ids: [mine] } }))).toEqual(notFound);
    expect((await get<LeadCreditsAnswer>(stranger, '/api/lead-credits')).body).toMatchObject({ used: 0, sources: [] });
    const still = await get<LeadSourceRow>(pro, `/api/lead-sources/${mine}`);
    expect(still.body).toMatchObject({ name: 'Private', total_leads: 2 });
    expect((await get<LeadRow[]>(pro, `/api/lead-sources/${mine}/leads`)).body.map((row) => row.username)).toEqual(['secret1', 'secret2']);
  });

  it('answers 401 when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/lead-sources'],
      ['GET', '/api/lead-credits'],
      ['POST', '/api/lead-sources/upload'],
      ['GET', '/api/lead-sources/x/export'],
    ] as const) {
      expect((await as(app, undefined)(path, { method })).status).toBe(401);
    }
  });
});
