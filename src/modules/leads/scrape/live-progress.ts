/**
 * Tells the user's open pages that a scrape moved (the live-updates channel), at most once a second per scrape:
 * progress is rows, not events, so no projection publishes it.
 */
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../../platform/database/database';
import { LIVE_CHANNEL } from '../../../platform/live/live-change';
import { encodePayloads } from '../../../platform/live/live-payload';

export class ScrapeProgressNotices {
  private readonly lastNotified = new Map<string, number>();

  /** Notifies within the page's transaction, so the notice goes out when the page commits. */
  async notify(trx: Transaction<ReadModels>, job: { userId: string; sourceId: string }): Promise<void> {
    const now = Date.now();
    if (now - (this.lastNotified.get(job.sourceId) ?? 0) < 1000) return;
    this.lastNotified.set(job.sourceId, now);
    const payloads = encodePayloads([{ userId: job.userId, resource: 'scrapes', ids: [job.sourceId] }]);
    await sql`select pg_notify(${LIVE_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
  }
}
