import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { type CampaignProgressRecorded, campaignProgressStreamId } from './events';
import { RUN_COLUMNS, type RunRow } from './run-row';

/** Roll-ups appended at once in a progress round. */
const FLUSH_PARALLEL = 4;

/**
 * The runs' counters as CampaignProgressRecorded roll-ups: appended for every campaign whose counters moved since
 * its last one (at most every flush interval), a few at a time, then all marked flushed in one statement.
 */
export class ProgressFlusher {
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly events: Pick<EventStore, 'appendToStream'>,
    private readonly flushMs: number,
  ) {}

  /**
   * One round at a time: a call that comes while the last round still runs is skipped, unless `all` (the stop's
   * final round), which waits for it and then flushes every run that moved.
   */
  async flush(all = false): Promise<void> {
    if (this.flushing) {
      if (!all) return;
      await this.flushing;
    }
    this.flushing = this.flushRound(all);
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  /** The run's roll-up now (before its campaign hears it stopped), marked flushed. */
  async flushRun(run: RunRow): Promise<void> {
    await this.append(run);
    await this.markFlushed([run]);
  }

  private async flushRound(all: boolean): Promise<void> {
    const { rows } = await sql<RunRow>`
      select ${sql.raw(RUN_COLUMNS)} from campaign_runs
       where progress_version > flushed_version
         and (${all} or flushed_at is null or flushed_at <= now() - ${this.flushMs} * interval '1 millisecond')
       limit 500`.execute(this.db);
    const appended: RunRow[] = [];
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: Math.min(FLUSH_PARALLEL, rows.length) }, async () => {
          while (next < rows.length) {
            const run = rows[next++] as RunRow;
            await this.append(run);
            appended.push(run);
          }
        }),
      );
    } finally {
      await this.markFlushed(appended);
    }
  }

  /**
   * The roll-ups are cumulative: a mark lost (a crash) or left out only means the same figures are appended once
   * more. So rows locked at this moment (a settlement batch writing them) are left out rather than waited for: a
   * statement taking many runs' rows must never wait on another that does (a deadlock).
   */
  private async markFlushed(runs: RunRow[]): Promise<void> {
    if (runs.length === 0) return;
    await sql`
      with f as (
        select * from unnest(${runs.map((run) => run.campaign_id)}::text[], ${runs.map((run) => run.progress_version)}::int[]) as f(campaign_id, version)
      ), free as (
        select r.campaign_id from campaign_runs r where r.campaign_id in (select campaign_id from f) for update of r skip locked
      )
      update campaign_runs r set flushed_version = greatest(r.flushed_version, f.version), flushed_at = now()
        from f
       where r.campaign_id = f.campaign_id and r.campaign_id in (select campaign_id from free)`.execute(this.db);
  }

  private async append(run: RunRow): Promise<void> {
    const event: CampaignProgressRecorded = {
      type: 'CampaignProgressRecorded',
      data: {
        userId: run.user_id,
        campaignId: run.campaign_id,
        messagesSent: run.messages_sent,
        messagesFailed: run.messages_failed,
        skippedAlreadyDmd: run.skipped_already_dmd,
        skippedDoNotContact: run.skipped_do_not_contact,
        nextContactIndex: run.next_contact_index,
      },
    };
    await this.events.appendToStream(campaignProgressStreamId(run.campaign_id), 'any', [{ ...event, metadata: { userId: run.user_id } }]);
  }
}
