import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { LIVE_CHANNEL } from '../../../platform/live/live-change';
import { encodePayloads } from '../../../platform/live/live-payload';
import type { RunRow } from './run-row';

/** A campaign_progress row: a campaign's counters as the runner last flushed them (public: the card reads it). */
export interface CampaignProgressRow {
  campaign_id: string;
  user_id: string;
  messages_sent: number;
  messages_failed: number;
  /** Of messages_sent and messages_failed, the follow-ups. */
  follow_ups_sent: number;
  follow_ups_failed: number;
  skipped_already_dmd: number;
  skipped_do_not_contact: number;
  skipped_cannot_dm: number;
  next_contact_index: number;
  /** The run's progress the row reflects. */
  progress_version: number;
  updated_at: Date;
}

/**
 * The runner's public read model of each campaign's counters (campaign_progress, read by the campaigns context
 * for the card), written from the runs' rows with the runs marked flushed, and the owners' open pages told that
 * their campaigns moved (the live-updates channel: progress is rows, not events, so no projection publishes it).
 * One transaction; the notices go out when it commits.
 *
 * The counters are cumulative: a write never lowers one, so an older figure written after a newer one (two
 * workers flushing the same run) changes nothing. Rows are written in campaign order, so two flushes never wait
 * on each other's rows in a cycle; runs' rows locked at this moment (a settlement batch writing them) are not
 * marked rather than waited for: the same figures are only written once more.
 */
export async function writeCampaignProgress(db: Database, runs: readonly RunRow[]): Promise<void> {
  if (runs.length === 0) return;
  const column = <T>(pick: (run: RunRow) => T) => runs.map(pick);
  const payloads = encodePayloads(runs.map((run) => ({ userId: run.user_id, resource: 'campaigns', ids: [run.campaign_id] })));
  await db.transaction().execute(async (trx) => {
    await sql`
      with f as (
        select * from unnest(${column((r) => r.campaign_id)}::text[], ${column((r) => r.user_id)}::text[],
                             ${column((r) => r.messages_sent)}::int[], ${column((r) => r.messages_failed)}::int[],
                             ${column((r) => r.skipped_already_dmd)}::int[], ${column((r) => r.skipped_do_not_contact)}::int[],
                             ${column((r) => r.skipped_cannot_dm)}::int[],
                             ${column((r) => r.next_contact_index)}::int[], ${column((r) => r.progress_version)}::int[],
                             ${column((r) => r.follow_ups_sent)}::int[], ${column((r) => r.follow_ups_failed)}::int[])
          as f(campaign_id, user_id, messages_sent, messages_failed, skipped_already_dmd, skipped_do_not_contact, skipped_cannot_dm,
                next_contact_index, version, follow_ups_sent, follow_ups_failed)
      ), written as (
        insert into campaign_progress as p (campaign_id, user_id, messages_sent, messages_failed, skipped_already_dmd, skipped_do_not_contact,
                                            skipped_cannot_dm, next_contact_index, progress_version, follow_ups_sent, follow_ups_failed)
        select campaign_id, user_id, messages_sent, messages_failed, skipped_already_dmd, skipped_do_not_contact, skipped_cannot_dm,
               next_contact_index, version, follow_ups_sent, follow_ups_failed
          from f order by campaign_id
        on conflict (campaign_id) do update set
          messages_sent = greatest(p.messages_sent, excluded.messages_sent),
          messages_failed = greatest(p.messages_failed, excluded.messages_failed),
          follow_ups_sent = greatest(p.follow_ups_sent, excluded.follow_ups_sent),
          follow_ups_failed = greatest(p.follow_ups_failed, excluded.follow_ups_failed),
          skipped_already_dmd = greatest(p.skipped_already_dmd, excluded.skipped_already_dmd),
          skipped_do_not_contact = greatest(p.skipped_do_not_contact, excluded.skipped_do_not_contact),
          skipped_cannot_dm = greatest(p.skipped_cannot_dm, excluded.skipped_cannot_dm),
          next_contact_index = greatest(p.next_contact_index, excluded.next_contact_index),
          progress_version = greatest(p.progress_version, excluded.progress_version),
          updated_at = now()
      ), free as (
        select r.campaign_id from campaign_runs r where r.campaign_id in (select campaign_id from f) for update of r skip locked
      )
      update campaign_runs r set flushed_version = greatest(r.flushed_version, f.version), flushed_at = now()
        from f
       where r.campaign_id = f.campaign_id and r.campaign_id in (select campaign_id from free)`.execute(trx);
    await sql`select pg_notify(${LIVE_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
  });
}

/** The roll-ups of these runs are appended: marked recorded (rows locked now are left out, as above). */
export async function markRecorded(db: Database, runs: readonly RunRow[]): Promise<void> {
  if (runs.length === 0) return;
  await sql`
    with f as (
      select * from unnest(${runs.map((run) => run.campaign_id)}::text[], ${runs.map((run) => run.progress_version)}::int[]) as f(campaign_id, version)
    ), free as (
      select r.campaign_id from campaign_runs r where r.campaign_id in (select campaign_id from f) for update of r skip locked
    )
    update campaign_runs r set recorded_version = greatest(r.recorded_version, f.version), recorded_at = now()
      from f
     where r.campaign_id = f.campaign_id and r.campaign_id in (select campaign_id from free)`.execute(db);
}
