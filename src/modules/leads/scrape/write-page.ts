/**
 * One page of a list written in one transaction under the scrape's row lock: its leads, its profiles, the list's
 * checkpoint and the scrape's progress (counts, current target, estimate), so a worker killed mid-scrape resumes
 * from the last page written, with no duplicate and no lost lead, and a canceled scrape writes nothing after.
 */
import type { Database } from '../../../platform/database/database';
import { upsertProfiles } from '../../dataset';
import type { ProfilePage, XProfile } from '../../x';
import type { AccountPool } from './account-pool';
import { ScrapeProgressNotices } from './live-progress';
import { estimateSecondsLeft } from './scrape-eta';

/** Where one list of one target stands (a scrape_checkpoints row). */
export interface Checkpoint {
  source_id: string;
  target_index: number;
  kind: string;
  subject_id: string | null;
  cursor: string | null;
  pages: number;
  leads_found: number;
  read_count: number;
  expected_count: number | null;
  done: boolean;
  error: string | null;
}

/** The page read and what to do with it. */
export interface PageToWrite {
  job: { userId: string; sourceId: string };
  checkpoint: Checkpoint;
  page: ProfilePage;
  /** The scrape's filters: which profiles become leads. */
  filter: (profile: XProfile) => boolean;
  /** The leads the scrape may hold in all (its credits). */
  allowed: number;
  /** The target being read, shown as the scrape's current target. */
  label: string | null;
  pool: AccountPool;
}

export type PageWritten = 'written' | 'stale' | 'canceled';

export class PageWriter {
  private readonly notices = new ScrapeProgressNotices();

  constructor(private readonly options: { db: Database; maxPerTarget: number; pageSize: number }) {}

  /**
   * The run's row locked (a canceled scrape stops here), the checkpoint moved only if it still is where this page
   * started (another worker that got there first wins: 'stale'), the filtered leads inserted up to the credits
   * allowed, every profile upserted into the database of X profiles.
   */
  async write({ job, checkpoint, page, filter, allowed, label, pool }: PageToWrite): Promise<PageWritten> {
    const { maxPerTarget, pageSize } = this.options;
    const room = Math.max(0, maxPerTarget - checkpoint.read_count);
    const read = page.profiles.slice(0, room);
    const capped = read.length < page.profiles.length || checkpoint.read_count + read.length >= maxPerTarget;
    const done = page.nextCursor === null || capped || page.profiles.length === 0;
    return this.options.db.transaction().execute(async (trx) => {
      const run = await trx.selectFrom('scrape_runs').select(['leads_found', 'canceled_at']).where('source_id', '=', job.sourceId).forUpdate().executeTakeFirst();
      if (!run || run.canceled_at) return 'canceled' as const;
      const moved = await trx
        .updateTable('scrape_checkpoints')
        .set({ cursor: page.nextCursor, pages: checkpoint.pages + 1, read_count: checkpoint.read_count + read.length, done, updated_at: new Date() })
        .where('source_id', '=', checkpoint.source_id)
        .where('target_index', '=', checkpoint.target_index)
        .where('kind', '=', checkpoint.kind)
        .where('pages', '=', checkpoint.pages)
        .where('done', '=', false)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return 'stale' as const;
      const seen = new Set<string>();
      let candidates = read.filter((profile) => filter(profile) && !seen.has(profile.username) && seen.add(profile.username));
      const room = allowed - run.leads_found;
      if (candidates.length > room) {
        const usernames = candidates.map((profile) => profile.username);
        const existing = await trx.selectFrom('leads').select('username').where('source_id', '=', job.sourceId).where('username', 'in', usernames).execute();
        const have = new Set(existing.map((row) => row.username));
        candidates = candidates.filter((profile) => !have.has(profile.username)).slice(0, Math.max(0, room));
      }
      let inserted = 0;
      if (candidates.length > 0) {
        const result = await trx
          .insertInto('leads')
          .values(
            candidates.map((profile) => ({
              source_id: job.sourceId,
              username: profile.username,
              name: profile.name || null,
              bio: profile.bio || null,
              bio_urls: profile.bioUrls,
              urls: profile.profileUrls,
              location: profile.location || null,
              verified: profile.verified,
              followers_count: profile.followersCount,
              following_count: profile.followingCount,
              // Whether X lets the scraping account message this profile: the runner skips a lead marked false.
              can_dm: profile.canDm,
              metadata: JSON.stringify({ x_user_id: profile.userId }),
            })),
          )
          .onConflict((oc) => oc.columns(['source_id', 'username']).doNothing())
          .returning('username')
          .execute();
        inserted = result.length;
      }
      if (inserted > 0) {
        await trx
          .updateTable('scrape_checkpoints')
          .set({ leads_found: checkpoint.leads_found + inserted })
          .where('source_id', '=', checkpoint.source_id)
          .where('target_index', '=', checkpoint.target_index)
          .where('kind', '=', checkpoint.kind)
          .execute();
      }
      if (read.length > 0) await upsertProfiles(trx, read);
      const open = await trx.selectFrom('scrape_checkpoints').selectAll().where('source_id', '=', job.sourceId).where('done', '=', false).execute();
      const estimate = estimateSecondsLeft(open, { maxPerTarget, pageSize, pagesPerSecond: (kind) => pool.pagesPerSecond(kind) });
      await trx
        .updateTable('scrape_runs')
        .set((eb) => ({
          leads_found: eb('leads_found', '+', inserted),
          pages_fetched: eb('pages_fetched', '+', 1),
          current_target: label,
          estimated_seconds_left: estimate,
          credit_limit_reached: run.leads_found + inserted >= allowed,
          updated_at: new Date(),
        }))
        .where('source_id', '=', job.sourceId)
        .execute();
      await this.notices.notify(trx, job);
      return 'written' as const;
    });
  }
}
