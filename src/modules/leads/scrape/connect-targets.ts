/**
 * The scrape's "connecting" stage: each target looked up once on X (its id, whether it can be read) and its lists
 * laid out as checkpoints, numbered by the target's place in the request; a target X cannot read fails here.
 */
import type { Database } from '../../../platform/database/database';
import { isXGatewayError, RateLimited, type XGateway, type XProfile } from '../../x';
import type { ScrapeListKind, ScrapeRequested } from '../library/events';
import { type FailedTargetReason, postIdOf, scrapeMessages } from '../scrape-contract';
import type { AccountPool } from './account-pool';

type ScrapeRequest = ScrapeRequested['data'];

/** Transient errors (not X's answers) a read of X is retried through before it counts as unavailable. */
export const MAX_TRANSIENT_FAILURES = 5;

/** The scrape's targets (accounts or post links); a checkpoint's target_index is a place in this list. */
export const targetsOf = (job: ScrapeRequest): string[] => (job.scrapeType === 'accounts' ? job.targetAccounts : job.postLinks);

/** Why X's answer makes a target unreadable (not found, suspended, post deleted); null for any other error. */
export const targetFailureOf = (error: unknown): FailedTargetReason | null => {
  if (!isXGatewayError(error)) return null;
  if (error.kind === 'PostNotFound') return 'post_deleted';
  if (error.kind === 'UserNotFound') return /suspend/i.test(error.message) ? 'suspended' : 'not_found';
  return null;
};

export interface ConnectDeps {
  db: Database;
  gateway: XGateway;
  clock: { now(): number };
  sleep: (ms: number) => Promise<void>;
}

/** Looks each target not laid out yet up once and lays out its lists' checkpoints (a failed target's are done). */
export async function connectTargets(deps: ConnectDeps, job: ScrapeRequest, pool: AccountPool): Promise<void> {
  const { db } = deps;
  const known = await db.selectFrom('scrape_checkpoints').select('target_index').where('source_id', '=', job.sourceId).execute();
  const laidOut = new Set(known.map((row) => row.target_index));
  const targets = targetsOf(job);
  for (const [index, target] of targets.entries()) {
    if (laidOut.has(index)) continue;
    let subjectId: string | null = null;
    let failure: FailedTargetReason | null = null;
    const sizes: Partial<Record<ScrapeListKind, number>> = {};
    if (job.scrapeType === 'interactions') {
      subjectId = postIdOf(target);
      if (!subjectId) failure = 'post_deleted';
    } else {
      const profile = await lookUp(deps, pool, target);
      if (typeof profile === 'string') failure = profile;
      else if (profile.protected) failure = 'protected';
      else {
        subjectId = profile.userId;
        sizes.verifiedFollowers = profile.followersCount;
        sizes.following = profile.followingCount;
      }
    }
    const rows = job.kinds.map((kind) => ({
      source_id: job.sourceId,
      target_index: index,
      kind,
      subject_id: subjectId,
      expected_count: sizes[kind] ?? null,
      done: failure !== null,
      error: failure ? scrapeMessages.targetErrors[failure] : null,
    }));
    await db
      .insertInto('scrape_checkpoints')
      .values(rows)
      .onConflict((oc) => oc.columns(['source_id', 'target_index', 'kind']).doNothing())
      .execute();
  }
  await db.updateTable('scrape_runs').set({ targets_total: targets.length }).where('source_id', '=', job.sourceId).execute();
}

/** A target account's profile, or why it cannot be read. */
async function lookUp(deps: ConnectDeps, pool: AccountPool, username: string): Promise<XProfile | FailedTargetReason> {
  for (let attempt = 0; attempt < MAX_TRANSIENT_FAILURES * 2; attempt++) {
    const picked = pool.pick('lookup');
    if ('waitMs' in picked) {
      await deps.sleep(picked.waitMs);
      continue;
    }
    try {
      const profile = await deps.gateway.lookupUser(picked.account.session, username);
      return profile;
    } catch (error) {
      const reason = targetFailureOf(error);
      if (reason) return reason;
      if (error instanceof RateLimited) pool.spent(picked.account, 'lookup', error.resetAt ?? deps.clock.now() + 60_000);
      else if (isXGatewayError(error) && error.action === 'stop_account') pool.drop(picked.account);
      else await deps.sleep(Math.min(10_000, 500 * 2 ** attempt));
    }
  }
  return 'unavailable';
}
