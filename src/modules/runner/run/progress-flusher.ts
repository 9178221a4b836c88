import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { markRecorded, writeCampaignProgress } from './campaign-progress';
import { type CampaignProgressRecorded, campaignProgressStreamId } from './events';
import { ROLL_UP_EVERY_MS, rollUpDue } from './progress-roll-up';
import { RUN_COLUMNS, type RunRow } from './run-row';

/** Roll-ups appended at once in a progress round. */
const FLUSH_PARALLEL = 4;

/**
 * The runs' counters: written to the campaign_progress read model for every campaign whose counters moved since
 * its last flush (at most every flush interval), and appended as CampaignProgressRecorded roll-ups where
 * `rollUpDue` says (a state change, or an hour since the last), a few at a time, then marked recorded.
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

  /** The run changes state (it stops owing its campaign a change): its counters now, before its campaign hears it. */
  async flushRun(run: RunRow): Promise<void> {
    if (run.progress_version > run.flushed_version) await writeCampaignProgress(this.db, [run]);
    await this.rollUp([run], true);
  }

  private async flushRound(all: boolean): Promise<void> {
    // The runs whose counters moved since their flush, and those a roll-up may be due for (`rollUpDue` decides).
    const { rows } = await sql<RunRow>`
      select ${sql.raw(RUN_COLUMNS)} from campaign_runs
       where (progress_version > flushed_version
              and (${all} or flushed_at is null or flushed_at <= now() - ${this.flushMs} * interval '1 millisecond'))
          or (progress_version > recorded_version
              and (status = 'stopped' or recorded_at is null or recorded_at <= now() - ${ROLL_UP_EVERY_MS} * interval '1 millisecond'))
       limit 500`.execute(this.db);
    await writeCampaignProgress(this.db, rows.filter((run) => run.progress_version > run.flushed_version));
    await this.rollUp(rows, false);
  }

  private async rollUp(runs: readonly RunRow[], stateChange: boolean): Promise<void> {
    const nowMs = Date.now();
    const due = runs.filter((run) =>
      rollUpDue({
        progressVersion: run.progress_version,
        recordedVersion: run.recorded_version,
        recordedAtMs: run.recorded_at ? new Date(run.recorded_at).getTime() : null,
        nowMs,
        // A run its campaign stopped; one that owes its campaign a change rolls up when that change is recorded.
        stateChange: stateChange || (run.status === 'stopped' && run.pending === null),
      }),
    );
    const appended: RunRow[] = [];
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: Math.min(FLUSH_PARALLEL, due.length) }, async () => {
          while (next < due.length) {
            const run = due[next++] as RunRow;
            await this.append(run);
            appended.push(run);
          }
        }),
      );
    } finally {
      await markRecorded(this.db, appended);
    }
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
        skippedCannotDm: run.skipped_cannot_dm,
        nextContactIndex: run.next_contact_index,
        ...(run.follow_ups_sent + run.follow_ups_failed > 0 ? { followUpsSent: run.follow_ups_sent, followUpsFailed: run.follow_ups_failed } : {}),
      },
    };
    await this.events.appendToStream(campaignProgressStreamId(run.campaign_id), 'any', [{ ...event, metadata: { userId: run.user_id } }]);
  }
}
