import { cpus } from 'node:os';
import cliProgress from 'cli-progress';
import { sql, type Transaction } from 'kysely';
import { createDatabase, createPool, type Database } from '../../src/platform/database/database';
import { migrateToLatest } from '../../src/platform/database/migrate';
import { type Position, type RecordedEvent, START } from '../../src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { applyBatch, ensureCheckpoint } from '../../src/platform/projections/checkpoints';
import type { Projection } from '../../src/platform/projections/projection';
import { rebuildProjection } from '../../src/platform/projections/rebuild';
import { newerThanStored, storedVersions } from '../../src/platform/projections/stream-version-guard';
import type { BenchResult } from './bench-result';
import { startThrowawayPostgres } from '../support/throwaway-postgres';
import { runStandalone } from './bench-support';

/**
 * Projection rebuild: replaying 1,000,000 campaign events into a campaign-progress read model through our
 * batched rebuild (large batches, each aggregated in memory and written with one multi-row upsert, committed
 * with its checkpoint) against the usual projector that applies one event per transaction (same projection,
 * same checkpoint, batch of one). The per-event reference is timed on a sample and extrapolated.
 */
const EVENTS = 1_000_000;
const CAMPAIGNS = 3_000;
const INSERT_CHUNK = 100_000;
const REBUILD_BATCH = 20_000;
const REFERENCE_SAMPLE = 20_000;
const REFERENCE_PAGE = 1_000;

interface CampaignEventData {
  campaignId: string;
  name?: string;
}

interface Progress {
  name: string | null;
  sent: number;
  failed: number;
  skipped: number;
  lastActivityAt: Date;
  version: number;
}

/** Per campaign: its name and its sent / failed / skipped counters, as the campaign list shows them. */
function campaignProgressProjection(name: string, table: string): Projection {
  return {
    name,
    handles: ['CampaignCreated', 'DmSent', 'DmFailed', 'LeadSkipped'],
    tables: [table],
    async apply(trx: Transaction<any>, events: RecordedEvent[]) {
      const keyOf = (event: RecordedEvent) => (event.data as CampaignEventData).campaignId;
      const stored = await storedVersions(trx, table, 'campaign_id', events.map(keyOf));
      const rows = new Map<string, Progress>();
      for (const event of newerThanStored(events, stored, keyOf)) {
        const data = event.data as CampaignEventData;
        let row = rows.get(data.campaignId);
        if (!row) {
          row = { name: null, sent: 0, failed: 0, skipped: 0, lastActivityAt: event.createdAt, version: 0 };
          rows.set(data.campaignId, row);
        }
        if (event.type === 'CampaignCreated') row.name = data.name ?? null;
        else if (event.type === 'DmSent') row.sent++;
        else if (event.type === 'DmFailed') row.failed++;
        else row.skipped++;
        if (event.createdAt > row.lastActivityAt) row.lastActivityAt = event.createdAt;
        row.version = Math.max(row.version, event.version);
      }
      if (rows.size === 0) return;
      const entries = [...rows.entries()];
      await sql`
        insert into ${sql.table(table)} as t (campaign_id, name, sent, failed, skipped, last_activity_at, stream_version)
        select * from unnest(
          ${entries.map(([id]) => id)}::text[], ${entries.map(([, row]) => row.name)}::text[],
          ${entries.map(([, row]) => row.sent)}::int[], ${entries.map(([, row]) => row.failed)}::int[],
          ${entries.map(([, row]) => row.skipped)}::int[], ${entries.map(([, row]) => row.lastActivityAt.toISOString())}::timestamptz[],
          ${entries.map(([, row]) => row.version)}::int[])
        on conflict (campaign_id) do update set
          name = coalesce(excluded.name, t.name),
          sent = t.sent + excluded.sent,
          failed = t.failed + excluded.failed,
          skipped = t.skipped + excluded.skipped,
          last_activity_at = greatest(t.last_activity_at, excluded.last_activity_at),
          stream_version = excluded.stream_version
        where t.stream_version < excluded.stream_version`.execute(trx);
    },
  };
}

async function createReadModel(db: Database, table: string) {
  await sql`
    create table ${sql.table(table)} (
      campaign_id text primary key,
      name text,
      sent int not null,
      failed int not null,
      skipped int not null,
      last_activity_at timestamptz not null,
      stream_version int not null
    )`.execute(db);
}

/**
 * Campaign streams as the DM runner writes them: CampaignCreated first, then sends (70%), failures (10%)
 * and skipped leads (20%), interleaved across campaigns over six weeks. Inserted set-based in chunks, one
 * transaction each, straight into the events table.
 */
async function seedEvents(db: Database, bar: cliProgress.SingleBar) {
  for (let from = 1; from <= EVENTS; from += INSERT_CHUNK) {
    const to = Math.min(EVENTS, from + INSERT_CHUNK - 1);
    await sql`
      insert into events (stream_id, stream_version, event_id, type, data, metadata, created_at)
      select 'campaign-' || c, v, gen_random_uuid(),
        case when v = 1 then 'CampaignCreated' when h < 70 then 'DmSent' when h < 80 then 'DmFailed' else 'LeadSkipped' end,
        case when v = 1 then jsonb_build_object('campaignId', 'c' || c, 'userId', 'u' || (c % 700), 'name', 'Campaign ' || c,
                                                'dailyLimit', 50 + c % 100, 'templateId', 't' || (c % 1200))
             when h < 70 then jsonb_build_object('campaignId', 'c' || c, 'leadId', 'l' || g, 'username', 'user_' || g,
                                                 'accountId', 'a' || (c % 900), 'conversationId', (g * 7919)::text || '-' || c)
             when h < 80 then jsonb_build_object('campaignId', 'c' || c, 'leadId', 'l' || g, 'username', 'user_' || g,
                                                 'accountId', 'a' || (c % 900), 'reason', 'dm_closed')
             else jsonb_build_object('campaignId', 'c' || c, 'leadId', 'l' || g, 'username', 'user_' || g, 'reason', 'do_not_contact')
        end,
        jsonb_build_object('userId', 'u' || (c % 700), 'correlationId', gen_random_uuid()),
        timestamptz '2026-10-01' + (g * interval '3.6 seconds')
      from generate_series(${from}::bigint, ${to}::bigint) as g,
        lateral (select (g - 1) % ${CAMPAIGNS} + 1 as c, ((g - 1) / ${CAMPAIGNS} + 1)::int as v, (g * 2654435761) % 100 as h) as s`.execute(
      db,
    );
    bar.update(to);
  }
  await sql`
    insert into streams (stream_id, version)
    select stream_id, max(stream_version) from events group by stream_id`.execute(db);
  await sql`analyze events`.execute(db);
}

/** One transaction per event, as a projector without batching does it: fence, apply, checkpoint, commit. */
async function perEventReplay(db: Database, store: PostgresEventStore, projection: Projection, sample: number, onProgress: (done: number) => void) {
  const handles = new Set(projection.handles);
  await ensureCheckpoint(db, projection.name);
  let at: Position = START;
  let done = 0;
  const started = process.hrtime.bigint();
  while (done < sample) {
    const page = await store.readAll(at, Math.min(REFERENCE_PAGE, sample - done));
    if (page.length === 0) break;
    for (const event of page) {
      at = (await applyBatch(db, projection, handles, at, [event])).position;
    }
    done += page.length;
    onProgress(done);
  }
  return { events: done, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function run(): Promise<BenchResult> {
  const embedded = await startThrowawayPostgres('bench-rebuild');
  const pool = createPool(embedded.url, 8);
  const db = createDatabase(pool);
  const store = new PostgresEventStore({ pool });
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: '{phase} [{bar}] {value}/{total} events | {rate} events/s', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  try {
    await migrateToLatest(db);
    await createReadModel(db, 'campaign_progress');
    await createReadModel(db, 'campaign_progress_reference');
    const ours = campaignProgressProjection('campaign-progress', 'campaign_progress');
    const reference = campaignProgressProjection('campaign-progress-per-event', 'campaign_progress_reference');

    bar.start(EVENTS, 0, { phase: 'inserting events', rate: '-' });
    await seedEvents(db, bar);
    bar.stop();

    const rebuildStarted = Date.now();
    bar.start(EVENTS, 0, { phase: 'rebuild, batched', rate: '-' });
    const result = await rebuildProjection({
      db,
      eventStore: store,
      databaseUrl: embedded.url,
      projection: ours,
      batchSize: REBUILD_BATCH,
      onProgress: (done) => bar.update(done, { rate: fmt(done / Math.max(0.001, (Date.now() - rebuildStarted) / 1000)) }),
    });
    bar.stop();
    const oursRate = result.events / (result.ms / 1000);

    // The read model must match the log: every event counted once.
    const { rows: counts } = await sql<{ type: string; n: string }>`select type, count(*) as n from events group by type`.execute(db);
    const expected = Object.fromEntries(counts.map((row) => [row.type, Number(row.n)]));
    const { rows: totals } = await sql<{ campaigns: string; named: string; sent: string; failed: string; skipped: string }>`
      select count(*) as campaigns, count(name) as named, sum(sent) as sent, sum(failed) as failed, sum(skipped) as skipped
      from campaign_progress`.execute(db);
    const got = totals[0];
    const consistent =
      Number(got.campaigns) === CAMPAIGNS &&
      Number(got.named) === expected.CampaignCreated &&
      Number(got.sent) === expected.DmSent &&
      Number(got.failed) === expected.DmFailed &&
      Number(got.skipped) === expected.LeadSkipped;
    if (!consistent) throw new Error(`The rebuilt read model does not match the events: ${JSON.stringify({ got, expected })}`);

    bar.start(REFERENCE_SAMPLE, 0, { phase: 'one transaction per event (sample)', rate: '-' });
    const sampleStarted = Date.now();
    const sample = await perEventReplay(db, store, reference, REFERENCE_SAMPLE, (done) =>
      bar.update(done, { rate: fmt(done / Math.max(0.001, (Date.now() - sampleStarted) / 1000)) }),
    );
    bar.stop();
    const referenceRate = sample.events / sample.seconds;
    const { rows: version } = await sql<{ server_version: string }>`show server_version`.execute(db);

    return {
      name: 'Projection rebuild (1,000,000 campaign events into campaign progress)',
      lines: [
        `${fmt(EVENTS)} events over ${fmt(CAMPAIGNS)} campaigns (CampaignCreated, DmSent 70%, DmFailed 10%, LeadSkipped 20%); PostgreSQL ${version[0].server_version}, ${cpus().length} CPUs`,
        `ours, batched rebuild (${fmt(REBUILD_BATCH)} events per transaction, one multi-row upsert per batch): ${(result.ms / 1000).toFixed(1)} s, ${fmt(oursRate)} events/s`,
        `reference, one transaction per event: ${fmt(sample.events)} events in ${sample.seconds.toFixed(1)} s, ${fmt(referenceRate)} events/s ` +
          `(measured on the first ${fmt(sample.events)} events; extrapolated to the whole log: ${(EVENTS / referenceRate / 60).toFixed(1)} min)`,
        `read model checked against the log: ${fmt(Number(got.sent))} sent, ${fmt(Number(got.failed))} failed, ${fmt(Number(got.skipped))} skipped, each event counted once`,
        `ratio (ours / reference, events/s): ${(oursRate / referenceRate).toFixed(1)}x`,
      ],
      ratio: oursRate / referenceRate,
    };
  } finally {
    bar.stop();
    await store.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await embedded.stop().catch(() => undefined);
  }
}

runStandalone(module, run);
