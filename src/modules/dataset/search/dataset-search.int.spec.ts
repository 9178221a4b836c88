import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { type ProfileRow, type SearchCriteria, type SearchCriteriaInput, searchCriteriaSchema } from '../contract';
import { seedSyntheticProfiles } from '../operator/seed-profiles';
import { seededRandom, syntheticProfile } from '../operator/synthetic-profiles';
import { cursorKeyFrom } from './cursor';
import { DatasetSearch } from './dataset-search.service';
import { DomainError } from '../../../platform/http/domain-error';
import { DATASET_LIMITS, datasetMessages } from '../contract';

const PROFILES = 6000;
let database: TestDatabase;
let search: DatasetSearch;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedSyntheticProfiles(database.pool, { count: PROFILES, seed: 11 });
  search = new DatasetSearch(database.pool, database.db, cursorKeyFrom('a test server secret of at least 32 characters'));
});
afterAll(async () => {
  await database?.drop();
});

/** The specification's rules, evaluated on the profiles one by one. */
function matches(profile: ProfileRow, criteria: SearchCriteria): boolean {
  const bio = (profile.bio ?? '').toLowerCase();
  const location = (profile.location ?? '').toLowerCase();
  const within = (n: number, filter: SearchCriteria['followers_filter']) =>
    !filter || ((filter.type === 'less' || n >= (filter.min ?? 0)) && (filter.type === 'greater' || n <= (filter.max ?? 999_999_999)));
  return (
    (criteria.include_keywords.length === 0 || criteria.include_keywords.some((k) => bio.includes(k.toLowerCase()))) &&
    criteria.exclude_keywords.every((k) => !bio.includes(k.toLowerCase())) &&
    criteria.exclude_locations.every((l) => !location.includes(l.toLowerCase())) &&
    within(profile.followers_count, criteria.followers_filter) &&
    within(profile.following_count, criteria.following_filter) &&
    (!criteria.verified_only || profile.verified)
  );
}

const WORDS = ['market', 'Founder', 'saas', 'coffee', 'AI', 'crypto', 'dev', 'growth', '🚀', 'https://', 'in ', 'x'];
const PLACES = ['india', 'NIGERIA', 'york', 'London', 'remote', 'a'];

/** Random criteria from a seed (the same every run). */
function randomCriteria(seed: number): SearchCriteriaInput {
  const random = seededRandom(seed);
  const some = <T>(items: readonly T[], most: number) => items.filter(() => random() < most / items.length);
  const filter = () => {
    const r = random();
    const a = Math.floor(10 ** (random() * 5));
    const b = a + Math.floor(10 ** (random() * 5));
    if (r < 0.4) return null;
    if (r < 0.6) return { type: 'greater' as const, min: a };
    if (r < 0.8) return { type: 'less' as const, max: b };
    return { type: 'between' as const, min: a, max: b };
  };
  return {
    include_keywords: some(WORDS, 1.5),
    exclude_keywords: some(WORDS, 0.7),
    exclude_locations: some(PLACES, 0.8),
    followers_filter: filter(),
    following_filter: filter(),
    verified_only: random() < 0.2,
  };
}

it('finds exactly the profiles the rules select, each once, in keyset batches', async () => {
  const all = Array.from({ length: PROFILES }, (_, i) => syntheticProfile(11, i));
  let nonEmpty = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const criteria = searchCriteriaSchema.parse(randomCriteria(seed));
    const expected = all.filter((profile) => matches({ ...profile, bio_urls: [], urls: [] }, criteria)).map((profile) => profile.id);
    const found: string[] = [];
    for await (const batch of search.matches(criteria, 100_000)) found.push(...batch.map((row) => row.id));
    expect(found, JSON.stringify(criteria)).toEqual(expected);
    if (expected.length > 0) nonEmpty++;
  }
  // The random criteria are not all empty searches.
  expect(nonEmpty).toBeGreaterThan(15);
});

it('stops at the limit, and pages the free plan to 200 through cursors', async () => {
  const criteria = searchCriteriaSchema.parse({});
  let count = 0;
  for await (const batch of search.matches(criteria, 2500)) count += batch.length;
  expect(count).toBe(2500);
  // A user without a plan record is on the free plan.
  const first = await search.page('someone', criteria, null);
  expect(first.rows).toHaveLength(200);
  expect(first.next).toBeNull();
});

it('stops a search that runs past its statement timeout, answering 503 with a message, and the pool stays usable', async () => {
  // As many terms as the form allows, none matching: every profile is read and tested against each of them.
  const terms = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}zq`);
  const criteria = searchCriteriaSchema.parse({
    include_keywords: terms('in', DATASET_LIMITS.maxKeywords),
    exclude_keywords: terms('ex', DATASET_LIMITS.maxKeywords),
    exclude_locations: terms('lo', DATASET_LIMITS.maxLocations),
  });
  const hurried = new DatasetSearch(database.pool, database.db, cursorKeyFrom('a test server secret of at least 32 characters'), 1);
  const refusal = await hurried.search('someone', criteria, 'all').then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(DomainError);
  expect(refusal).toMatchObject({ message: datasetMessages.searchTimedOut, code: 'search_timeout', status: 503 });
  await expect(hurried.page('someone', criteria, null)).rejects.toMatchObject({ code: 'search_timeout' });
  // The same search with the default timeout answers, on connections the stopped ones left clean.
  expect((await search.search('someone', criteria, 'all')).total).toBe(0);
  const { rows } = await database.pool.query<{ statement_timeout: string }>('show statement_timeout');
  expect(rows[0]?.statement_timeout).toBe('0');
});
