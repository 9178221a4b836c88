import { cpus, loadavg } from 'node:os';
import type pg from 'pg';
import { type SearchCriteriaInput, searchCriteriaSchema } from '../../src/modules/dataset/contract';
import { seedSyntheticProfiles } from '../../src/modules/dataset/operator/seed-profiles';
import { createPool } from '../../src/platform/database/database';
import { type SearchFilters, type SqlQuery, searchConditions, searchFilters, searchPageQuery } from '../../src/modules/dataset/search/search-query';
import type { BenchResult } from './bench-result';
import { runStandalone, withBenchDatabase } from './bench-support';

/**
 * The database search at 2,000,000 synthetic profiles (`npm run dataset -- seed --synthetic 2000000`'s COPY
 * path, seed 42): searches with 1 to 3 include keywords, an exclude keyword, a location exclusion and a
 * follower range, each fetching 10,000 leads in batches of 1,000, timed per batch.
 *
 * Ours: the app's statement (lower(bio) like '%term%', the trigram and follower indexes, keyset pages in X
 * user id order). Reference: the naive query of the same criteria, bio ILIKE '%term%' with ORDER BY id
 * OFFSET n LIMIT 1000 and no index (index scans turned off for it), on the same table in the same run.
 * Ours runs ROUNDS times (its first round warms the cache and is not counted), the reference once.
 * DATASET_BENCH_PROFILES sets the table size, DATASET_BENCH_FTS=1 also times the full-text index alternative.
 */
const PROFILES = Number(process.env.DATASET_BENCH_PROFILES ?? 2_000_000);
const ROUNDS = Number(process.env.DATASET_BENCH_ROUNDS ?? 4);
const LEADS = 10_000;
const BATCH = 1000;

const SEARCHES: { label: string; criteria: SearchCriteriaInput }[] = [
  {
    label: '1 keyword',
    criteria: {
      include_keywords: ['marketing'],
      exclude_keywords: ['crypto'],
      exclude_locations: ['nigeria'],
      followers_filter: { type: 'between', min: 100, max: 100_000 },
    },
  },
  {
    label: '2 keywords',
    criteria: {
      include_keywords: ['founder', 'growth'],
      exclude_keywords: ['student'],
      exclude_locations: ['india'],
      followers_filter: { type: 'greater', min: 500 },
    },
  },
  {
    label: '3 keywords',
    criteria: {
      include_keywords: ['saas', 'podcast', 'designer'],
      exclude_keywords: ['crypto'],
      exclude_locations: ['pakistan'],
      followers_filter: { type: 'between', min: 50, max: 50_000 },
    },
  },
];

const fmt = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
};

/** The naive statement: ILIKE on the bio, OFFSET paging. */
function naiveQuery(filters: SearchFilters, offset: number): SqlQuery {
  const { conditions, values } = searchConditions(filters);
  const where = conditions
    .map((condition) => condition.replace(/lower\(bio\) like/g, 'bio ilike').replace(/lower\(bio\) not like/g, 'bio not ilike'))
    .map((condition) => condition.replace(/lower\(location\) not like/g, 'location not ilike'))
    .join(' and ');
  values.push(offset);
  return { text: `select * from x_profiles where ${where} order by id offset $${values.length} limit ${BATCH}`, values };
}

/** The full-text alternative measured against the trigram index: the bio's words as a tsvector. */
function fullTextQuery(filters: SearchFilters, after: string | null): SqlQuery {
  const vector = `to_tsvector('simple', coalesce(bio, ''))`;
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const prefix = (term: string) => `${term.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(/\s+/).join(' & ')}:*`;
  const conditions = [
    `${vector} @@ (${filters.includeBioTerms.map((term) => `to_tsquery('simple', ${param(prefix(term))})`).join(' || ')})`,
    ...filters.excludeBioTerms.map((term) => `not (${vector} @@ to_tsquery('simple', ${param(prefix(term))}))`),
    ...filters.excludeLocations.map((location) => `(location is null or lower(location) not like ${param(`%${location}%`)})`),
  ];
  if (filters.minFollowers) conditions.push(`followers_count >= ${param(filters.minFollowers)}`);
  if (filters.maxFollowers !== null && filters.maxFollowers < 999_999_999) conditions.push(`followers_count <= ${param(filters.maxFollowers)}`);
  if (after !== null) conditions.unshift(`id > ${param(after)}`);
  return { text: `select * from x_profiles where ${conditions.join(' and ')} order by id limit ${BATCH}`, values };
}

/** Times 10 batches of one search; answers each batch's milliseconds. */
async function timeBatches(client: pg.ClientBase, next: (batch: number, after: string | null) => SqlQuery): Promise<number[]> {
  const times: number[] = [];
  let after: string | null = null;
  for (let batch = 0; batch < LEADS / BATCH; batch++) {
    const query = next(batch, after);
    const started = performance.now();
    const result = await client.query<{ id: string }>(query.text, query.values);
    times.push(performance.now() - started);
    if (result.rows.length < BATCH) throw new Error(`batch ${batch + 1} read ${result.rows.length} rows: the search matches too few profiles`);
    after = (result.rows[result.rows.length - 1] as { id: string }).id;
  }
  return times;
}

export async function run(): Promise<BenchResult> {
  return withBenchDatabase('dataset-search', async ({ url }) => {
    const pool = createPool(url, 2);
    const lines: string[] = [];
    try {
      const seedStarted = performance.now();
      let copied = 0;
      await seedSyntheticProfiles(pool, {
        count: PROFILES,
        seed: 42,
        onIndexing: () => {
          copied = performance.now();
        },
      });
      const seeded = performance.now();
      process.stderr.write(`seeded ${PROFILES} profiles in ${fmt((seeded - seedStarted) / 1000)} s\n`);
      lines.push(
        `seed: ${PROFILES.toLocaleString('en-US')} synthetic profiles by COPY in ${fmt((copied - seedStarted) / 1000)} s, indexes and statistics ${fmt((seeded - copied) / 1000)} s`,
      );
      const client = await pool.connect();
      try {
        const filters = SEARCHES.map((search) => searchFilters(searchCriteriaSchema.parse(search.criteria)));
        // Ours: per batch depth (1..10), every search, every counted round.
        const ours: number[][] = Array.from({ length: LEADS / BATCH }, () => []);
        for (let round = 0; round < ROUNDS; round++) {
          for (const filter of filters) {
            const times = await timeBatches(client, (_batch, after) => searchPageQuery(filter, after, BATCH));
            if (round > 0) for (const [batch, time] of times.entries()) ours[batch]?.push(time);
          }
        }
        process.stderr.write('ours timed; the naive query next\n');
        const naive: number[][] = Array.from({ length: LEADS / BATCH }, () => []);
        await client.query('begin');
        await client.query('set local enable_indexscan = off');
        await client.query('set local enable_bitmapscan = off');
        await client.query('set local enable_indexonlyscan = off');
        for (const filter of filters) {
          const times = await timeBatches(client, (batch) => naiveQuery(filter, batch * BATCH));
          for (const [batch, time] of times.entries()) naive[batch]?.push(time);
        }
        await client.query('commit');

        const all = ours.flat();
        const naiveAll = naive.flat();
        lines.push(
          `searches: ${SEARCHES.map((search) => search.label).join(', ')}; each with an exclude keyword, a location exclusion and a follower range; ${LEADS.toLocaleString('en-US')} leads in batches of ${BATCH.toLocaleString('en-US')}`,
          `ours (keyset, trigram index), ${ROUNDS - 1} rounds: p50 ${fmt(percentile(all, 50))} ms, p95 ${fmt(percentile(all, 95))} ms per batch (goal: p95 at most 50 ms)`,
          `reference (ILIKE, OFFSET, no index): p50 ${fmt(percentile(naiveAll, 50))} ms, p95 ${fmt(percentile(naiveAll, 95))} ms per batch`,
          'batch   ours p50   ours p95   naive p50   naive/ours',
        );
        for (let batch = 0; batch < LEADS / BATCH; batch++) {
          const o = ours[batch] as number[];
          const n = naive[batch] as number[];
          lines.push(
            `${String(batch + 1).padStart(5)} ${fmt(percentile(o, 50)).padStart(10)} ${fmt(percentile(o, 95)).padStart(10)} ${fmt(percentile(n, 50)).padStart(11)} ${`${fmt(percentile(n, 50) / percentile(o, 50))}x`.padStart(12)}`,
          );
        }
        if (process.env.DATASET_BENCH_FTS === '1') {
          const ftsStarted = performance.now();
          await client.query(`set maintenance_work_mem = '512MB'`);
          await client.query(`create index x_profiles_bio_fts on x_profiles using gin (to_tsvector('simple', coalesce(bio, '')))`);
          const built = performance.now();
          const fts: number[] = [];
          for (let round = 0; round < ROUNDS; round++) {
            for (const filter of filters) {
              const times = await timeBatches(client, (_batch, after) => fullTextQuery(filter, after));
              if (round > 0) fts.push(...times);
            }
          }
          const sizes = await client.query<{ trgm: string; fts: string }>(
            `select pg_size_pretty(pg_relation_size('x_profiles_bio_trgm')) as trgm, pg_size_pretty(pg_relation_size('x_profiles_bio_fts')) as fts`,
          );
          lines.push(
            `full-text alternative (to_tsvector('simple', bio) GIN, prefix words, built in ${fmt((built - ftsStarted) / 1000)} s, ${sizes.rows[0]?.fts} against the trigram index's ${sizes.rows[0]?.trgm}): p50 ${fmt(percentile(fts, 50))} ms, p95 ${fmt(percentile(fts, 95))} ms per batch`,
          );
          await client.query('drop index x_profiles_bio_fts');
        }
        const ratio = percentile(naive[LEADS / BATCH - 1] as number[], 50) / percentile(ours[LEADS / BATCH - 1] as number[], 50);
        lines.push(
          `batch 10: ours ${fmt(ratio)}x faster than the naive query (goal: at least 10x); ${cpus().length} CPUs, 1-minute load average ${loadavg()[0]?.toFixed(1)} at the end`,
        );
        return { name: `Dataset search (${PROFILES.toLocaleString('en-US')} profiles, batches of 1,000)`, lines, ratio };
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
}

runStandalone(module, run);
