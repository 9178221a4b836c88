import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeBasic as becomeBasicOf } from '../../../test/support/become-basic';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { as, newEmail, signUp as signUpUser, type TestUser } from '../../../test/support/users';
import type { XProfile } from '../x';
import {
  type CreateDatasetSourceAnswer,
  type CreateDatasetSourceBody,
  DATASET_LIMITS,
  datasetMessages,
  type ProfileRow,
  type SearchAnswer,
  type SearchCriteriaInput,
  type SearchPage,
} from './contract';
import { upsertProfiles } from './index';

let app: TestApp;
let paid: TestUser;
let free: TestUser;
let bob: TestUser;

const signUp = () => signUpUser(app, newEmail('dataset'));

/** Basic, through billing's own plan command. */
function becomeBasic(user: TestUser): Promise<void> {
  return becomeBasicOf(app, user);
}

const profile = (userId: string, username: string, over: Partial<XProfile> = {}): XProfile => ({
  userId,
  username,
  name: username,
  bio: '',
  bioUrls: [],
  profileUrls: [],
  location: '',
  verified: false,
  followersCount: 0,
  followingCount: 0,
  canDm: true,
  profileImageUrl: null,
  protected: false,
  ...over,
});

/** A small deterministic set: six hand-made profiles and 2,500 'bulk' ones. */
const HAND_MADE: XProfile[] = [
  profile('101', 'Growth_Ann', { bio: 'Growth Marketer at Acme', location: 'Berlin, Germany', followersCount: 500, followingCount: 100, verified: true }),
  profile('102', 'cryptomark', { bio: 'marketing + CRYPTO', location: 'Lagos, Nigeria', followersCount: 2000, followingCount: 300 }),
  profile('103', 'saasfounder', { bio: 'SaaS founder', location: '', followersCount: 50, followingCount: 10 }),
  profile('104', 'nobio', { bio: '', location: 'Karachi, Pakistan', followersCount: 10, followingCount: 5 }),
  profile('105', 'emailpro', { bio: 'Email marketing for SaaS', location: 'New York', followersCount: 100000, followingCount: 50, verified: true }),
  profile('106', 'hacker_x', { bio: '100% growth_hacker', location: 'India', followersCount: 999, followingCount: 1000 }),
];
const BULK = 2500;
const bulk = Array.from({ length: BULK }, (_, i) =>
  profile(String(900000 + i), `bulk_${i.toString(36)}`, { bio: `Bulk lister number ${i}`, location: i % 2 ? 'Paris' : 'Lima', followersCount: i, followingCount: 7 }),
);

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
  [paid, free, bob] = [await signUp(), await signUp(), await signUp()];
  await becomeBasic(paid);
  await upsertProfiles(app.database.db, HAND_MADE);
  await upsertProfiles(app.database.db, bulk);
}, 90_000);
afterAll(async () => {
  await app?.close();
});

const searchAs = async (user: TestUser, body: unknown) => {
  const response = await as(app, user)('/api/dataset/search', { method: 'POST', json: body });
  return { status: response.status, body: (await response.json()) as SearchAnswer & SearchPage & { message: string; code: string } };
};
const page = async (user: TestUser, criteria: SearchCriteriaInput, after: string | null) => {
  const { status, body } = await searchAs(user, { criteria, after });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as SearchPage;
};
/** Usernames of every match, reading the batches through. */
async function allMatches(user: TestUser, criteria: SearchCriteriaInput): Promise<string[]> {
  const rows: ProfileRow[] = [];
  let after: string | null = null;
  do {
    const batch = await page(user, criteria, after);
    rows.push(...batch.rows);
    after = batch.next;
  } while (after !== null);
  return rows.map((row) => row.username);
}
const handMade = async (criteria: SearchCriteriaInput) => (await allMatches(paid, criteria)).filter((name) => !name.startsWith('bulk_'));

describe('search', () => {
  it('applies every filter', async () => {
    expect(await handMade({ include_keywords: ['MARKETING'] })).toEqual(['cryptomark', 'emailpro']);
    expect(await handMade({ include_keywords: ['marketer', 'saas'] })).toEqual(['Growth_Ann', 'saasfounder', 'emailpro']);
    expect(await handMade({ include_keywords: ['marketing'], exclude_keywords: ['crypto'] })).toEqual(['emailpro']);
    // Exclusions keep profiles without a bio or location.
    expect(await handMade({ exclude_keywords: ['growth', 'saas', 'marketing'] })).toEqual(['nobio']);
    expect(await handMade({ exclude_locations: ['nigeria', 'PAKISTAN', 'india', 'paris', 'lima'] })).toEqual([
      'Growth_Ann',
      'saasfounder',
      'emailpro',
    ]);
    // LIKE's wildcards are plain characters in a keyword.
    expect(await handMade({ include_keywords: ['100%'] })).toEqual(['hacker_x']);
    expect(await handMade({ include_keywords: ['0_%'] })).toEqual([]);
    expect(await handMade({ include_keywords: ['growth_hacker'] })).toEqual(['hacker_x']);
    // Counts: greater than and less than are inclusive, between both.
    expect(await handMade({ followers_filter: { type: 'greater', min: 2000 } })).toEqual(['cryptomark', 'emailpro']);
    expect(await handMade({ followers_filter: { type: 'less', max: 50 } })).toEqual(['saasfounder', 'nobio']);
    expect(await handMade({ followers_filter: { type: 'between', min: 500, max: 999 } })).toEqual(['Growth_Ann', 'hacker_x']);
    expect(await handMade({ following_filter: { type: 'greater', min: 300 } })).toEqual(['cryptomark', 'hacker_x']);
    expect(await handMade({ following_filter: { type: 'between', min: 10, max: 100 } })).toEqual(['Growth_Ann', 'saasfounder', 'emailpro']);
    expect(await handMade({ verified_only: true })).toEqual(['Growth_Ann', 'emailpro']);
    expect(
      await handMade({
        include_keywords: ['marketing', 'founder'],
        exclude_keywords: ['crypto'],
        exclude_locations: ['york'],
        followers_filter: { type: 'less', max: 100 },
        verified_only: false,
      }),
    ).toEqual(['saasfounder']);
  });

  it('reads every match exactly once through keyset batches of 1,000', async () => {
    const criteria = { include_keywords: ['bulk lister'] };
    const first = await page(paid, criteria, null);
    expect(first.rows).toHaveLength(1000);
    const second = await page(paid, criteria, first.next);
    expect(second.rows).toHaveLength(1000);
    const third = await page(paid, criteria, second.next);
    expect(third.rows).toHaveLength(500);
    expect(third.next).toBeNull();
    const ids = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(BULK);
    expect(ids).toEqual(bulk.map((p) => p.userId));
    // A row as the results table shows it.
    expect(first.rows[0]).toEqual({
      id: '900000',
      username: 'bulk_0',
      name: 'bulk_0',
      bio: 'Bulk lister number 0',
      bio_urls: [],
      urls: [],
      location: 'Lima',
      verified: false,
      followers_count: 0,
      following_count: 7,
      profile_image_url: null,
    });
  });

  it('previews 10 rows and counts the matches up to the number of leads', async () => {
    const criteria = { include_keywords: ['bulk'] };
    const all = (await searchAs(paid, { criteria })).body;
    expect(all.preview).toHaveLength(10);
    expect(all).toMatchObject({ total: 2500, lead_limit: 10_000, plan_type: 'paid', lead_limit_disabled: false });
    expect(all.message).toBe('Found 2,500 leads matching your criteria');
    const some = (await searchAs(paid, { criteria, limit: 300 })).body;
    expect(some).toMatchObject({ total: 300, lead_limit: 300, message: 'Found 300 leads matching your criteria' });
    const none = (await searchAs(paid, { criteria: { include_keywords: ['no such words here'] } })).body;
    expect(none).toMatchObject({ preview: [], total: 0, message: datasetMessages.noLeads });
  });

  it('limits the free plan to 200, its number of leads disabled', async () => {
    const body = (await searchAs(free, { criteria: { include_keywords: ['bulk'] }, limit: 5000 })).body;
    expect(body).toMatchObject({ total: 200, lead_limit: 200, plan_type: 'free', lead_limit_disabled: true });
    expect(body.message).toBe('Found 200 leads matching your criteria');
    expect(await allMatches(free, { include_keywords: ['bulk'] })).toHaveLength(200);
  });

  it('holds the free plan to 200 whatever cursor is sent: forged, altered or another user\'s cursors are refused', async () => {
    const criteria = { include_keywords: ['bulk'] };
    const first = await page(free, criteria, null);
    expect(first.rows).toHaveLength(200);
    expect(first.next).toBeNull();
    const lastId = first.rows[first.rows.length - 1]?.id;
    const refused = async (user: TestUser, after: string) => {
      const { status, body } = await searchAs(user, { criteria, after });
      expect(status, `${after}: ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
      expect(body).toMatchObject({ message: datasetMessages.badCursor, code: 'bad_cursor' });
    };
    // The cursor of the report: nothing seen yet, after the last id read.
    await refused(free, `0.${lastId}`);
    // A real cursor, with the count of rows seen or the last id changed, or handed to another user.
    const paidFirst = await page(paid, criteria, null);
    const genuine = paidFirst.next as string;
    expect((await page(paid, criteria, genuine)).rows.length).toBeGreaterThan(0);
    const [seen, id, signature] = genuine.split('.');
    await refused(paid, [0, id, signature].join('.'));
    await refused(paid, [seen, lastId, signature].join('.'));
    await refused(paid, [seen, id, `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`].join('.'));
    await refused(paid, `${seen}.${id}`);
    await refused(free, genuine);
    // Read through, the free plan's pages stop at 200 in all.
    expect(await allMatches(free, criteria)).toHaveLength(200);
  });

  it('refuses more terms than the form allows (100 include, 100 exclude and 100 locations were taken)', async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `term${i}`);
    const attack = { include_keywords: terms(100), exclude_keywords: terms(100), exclude_locations: terms(100) };
    for (const body of [{ criteria: attack }, { criteria: attack, after: null }]) {
      const { status, body: answer } = await searchAs(paid, body);
      expect(status, JSON.stringify(answer).slice(0, 200)).toBe(400);
      expect(answer).toMatchObject({ message: datasetMessages.tooManyKeywords });
    }
    const locations = await searchAs(paid, { criteria: { exclude_locations: terms(121) } });
    expect(locations.body).toMatchObject({ message: datasetMessages.tooManyLocations });
    const atTheLimits = { include_keywords: terms(20), exclude_keywords: terms(20), exclude_locations: terms(120) };
    expect((await searchAs(paid, { criteria: atTheLimits })).status).toBe(200);
  });

  it('limits searches per user: past 60 in a minute a search answers 429 with the wait, and other users search on', async () => {
    const hasty = await signUp();
    const answers = [];
    for (let i = 0; i < DATASET_LIMITS.searchesPerMinute + 5; i++) answers.push(await searchAs(hasty, { criteria: { include_keywords: [`k${i}`] } }));
    expect(answers.slice(0, DATASET_LIMITS.searchesPerMinute).map((answer) => answer.status)).toEqual(Array(DATASET_LIMITS.searchesPerMinute).fill(200));
    const refused = answers[DATASET_LIMITS.searchesPerMinute];
    expect(refused?.status).toBe(429);
    expect(refused?.body.code).toBe('rate_limited');
    // The wait is what is left of the minute: '1 minute' when the 61st search came within a second of the first.
    expect(refused?.body.message).toMatch(/^Too many searches\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect((await searchAs(hasty, { criteria: {}, after: null })).status).toBe(429);
    expect((await searchAs(bob, { criteria: {} })).status).toBe(200);
  });

  it('answers the messages of bad input with 400', async () => {
    const refused = async (body: unknown) => {
      const { status, body: answer } = await searchAs(paid, body);
      expect(status, JSON.stringify(answer)).toBe(400);
      return answer.message;
    };
    expect(await refused({ criteria: { followers_filter: { type: 'greater', min: -5 } } })).toBe(datasetMessages.wholeNumber);
    expect(await refused({ criteria: { following_filter: { type: 'less', max: 2.5 } } })).toBe(datasetMessages.wholeNumber);
    expect(await refused({ criteria: { followers_filter: { type: 'between', min: 9, max: 3 } } })).toBe(datasetMessages.minAboveMax);
    expect(await refused({ criteria: { followers_filter: { type: 'between', min: 9 } } })).toBe(datasetMessages.filterValueRequired);
    expect(await refused({ criteria: {}, limit: 0 })).toBe(datasetMessages.leadLimit);
    expect(await refused({ criteria: {}, after: 'not a cursor' })).toBe(datasetMessages.badCursor);
    expect(await refused({ criteria: {}, after: '12.' })).toBe(datasetMessages.badCursor);
    // Odd bodies are refused with a message and a code, never a 500.
    for (const [path, body] of [
      ['/api/dataset/search', '[1,2]'],
      ['/api/dataset/search', '"text"'],
      ['/api/dataset/search', '{"criteria":"x"}'],
      ['/api/dataset/search', '{"criteria":{"include_keywords":[1e400]}}'],
      ['/api/dataset/search', '{"limit":1e308}'],
      ['/api/dataset/search', '{"after":12}'],
      ['/api/dataset/lead-sources', '[]'],
      ['/api/dataset/lead-sources', `{"name":"${'n'.repeat(5000)}"}`],
      ['/api/dataset/lead-sources', '{"name":"ok","lead_limit":"lots"}'],
    ] as const) {
      const response = await as(app, paid)(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      const answer = (await response.json()) as { message?: unknown; code?: unknown };
      expect(response.status, `${path} ${body.slice(0, 60)}: ${JSON.stringify(answer)}`).toBe(400);
      expect(typeof answer.message === 'string' && typeof answer.code === 'string').toBe(true);
    }
  });

  it('is for signed-in users only', async () => {
    const response = await as(app, undefined)('/api/dataset/search', { method: 'POST', json: {} });
    expect(response.status).toBe(401);
  });
});

const create = async (user: TestUser, body: CreateDatasetSourceBody) => {
  const response = await as(app, user)('/api/dataset/lead-sources', { method: 'POST', json: body });
  return { status: response.status, body: (await response.json()) as CreateDatasetSourceAnswer & { code: string } };
};
const leadRows = async (sourceId: string) =>
  (
    await sql<{ username: string; bio: string | null; followers_count: number; verified: boolean }>`
      select username, bio, followers_count, verified from leads where source_id = ${sourceId} order by username`.execute(app.database.db)
  ).rows;
/** Leads whose source was never created: must always be none. */
const orphanLeads = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from leads where source_id not in (select id from lead_sources)`.execute(app.database.db)).rows[0]?.n);
const credits = async (user: TestUser) => (await (await as(app, user)('/api/lead-credits')).json()) as { used: number; source_count: number };

describe('Create Lead Source from the database', () => {
  it('writes the matches as leads of a dataset source with its search criteria, counted in the credits', async () => {
    const { status, body } = await create(paid, {
      name: 'Marketers',
      criteria: { include_keywords: ['marketing', 'marketer'], exclude_keywords: ['crypto'], followers_filter: { type: 'greater', min: 100 } },
      lead_limit: 'all',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ name: 'Marketers', total_leads: 2, truncated: false, message: 'Dataset lead source created successfully' });
    expect(await leadRows(body.id)).toEqual([
      { username: 'emailpro', bio: 'Email marketing for SaaS', followers_count: 100000, verified: true },
      { username: 'growth_ann', bio: 'Growth Marketer at Acme', followers_count: 500, verified: true },
    ]);
    const source = (await (await as(app, paid)(`/api/lead-sources/${body.id}`)).json()) as { source_type: string; total_leads: number };
    expect(source).toMatchObject({ source_type: 'dataset', total_leads: 2 });
    expect(await credits(paid)).toMatchObject({ used: 2, source_count: 1 });
    const event = await sql<{ data: { searchCriteria: unknown } }>`
      select data from events where type = 'LeadSourceCreated' and data->>'sourceId' = ${body.id}`.execute(app.database.db);
    expect(event.rows[0]?.data.searchCriteria).toEqual({
      include_keywords: ['marketing', 'marketer'],
      exclude_keywords: ['crypto'],
      exclude_locations: [],
      followers_filter: { type: 'greater', min: 100, max: null },
      following_filter: null,
      verified_only: false,
      lead_limit: 'all',
      plan_type: 'paid',
    });
  });

  it('takes the number of leads asked for', async () => {
    const { status, body } = await create(paid, { name: 'Some bulk', criteria: { include_keywords: ['bulk'] }, lead_limit: 1500 });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.total_leads).toBe(1500);
    expect(await leadRows(body.id)).toHaveLength(1500);
  });

  it('refuses a taken name (any case), a blank one, and a search without results, writing nothing', async () => {
    const taken = await create(paid, { name: ' marketers ', criteria: { include_keywords: ['bulk'] } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A lead source with this name already exists' } });
    const blank = await create(paid, { name: '  ', criteria: {} });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a name for the lead source' } });
    const empty = await create(paid, { name: 'Nobody', criteria: { include_keywords: ['no such words here'] } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'No leads found to create a source' } });
    expect(await credits(paid)).toMatchObject({ used: 1502, source_count: 2 });
    expect(await orphanLeads()).toBe(0);
  });

  it('cuts free sources to 200 leads, and the library refuses a fourth free source leaving no rows', async () => {
    const first = await create(free, { name: 'Free bulk', criteria: { include_keywords: ['bulk'] }, lead_limit: 5000 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ total_leads: 200, truncated: true });
    expect(await leadRows(first.body.id)).toHaveLength(200);
    for (const name of ['Free two', 'Free three']) {
      expect((await create(free, { name, criteria: { include_keywords: ['saas'] } })).status).toBe(201);
    }
    const fourth = await create(free, { name: 'Free four', criteria: { include_keywords: ['bulk'] } });
    expect(fourth).toMatchObject({ status: 403, body: { message: 'Free plan limit: 3 lead sources. Upgrade your plan to add more lead sources.' } });
    expect(await orphanLeads()).toBe(0);
    expect(await credits(free)).toMatchObject({ used: 204, source_count: 3 });
    const event = await sql<{ data: { searchCriteria: { lead_limit: unknown; plan_type: string } } }>`
      select data from events where type = 'LeadSourceCreated' and data->>'sourceId' = ${first.body.id}`.execute(app.database.db);
    expect(event.rows[0]?.data.searchCriteria).toMatchObject({ lead_limit: 200, plan_type: 'free' });
  });

  it("keeps a user's dataset sources private", async () => {
    const mine = await create(paid, { name: 'Private one', criteria: { include_keywords: ['saas'] } });
    expect(mine.status).toBe(201);
    expect((await as(app, bob)(`/api/lead-sources/${mine.body.id}`)).status).toBe(404);
    expect((await as(app, bob)(`/api/lead-sources/${mine.body.id}/leads`)).status).toBe(404);
    const list = (await (await as(app, bob)('/api/lead-sources')).json()) as { id: string }[];
    expect(list.map((source) => source.id)).not.toContain(mine.body.id);
    expect((await as(app, bob)(`/api/lead-sources/${mine.body.id}`, { method: 'DELETE' })).status).toBe(404);
    // Bob's own source of the same name is fine: names are unique per user.
    expect((await create(bob, { name: 'Private one', criteria: { include_keywords: ['saas'] } })).status).toBe(201);
    expect((await as(app, paid)(`/api/lead-sources/${mine.body.id}`)).status).toBe(200);
  });
});
