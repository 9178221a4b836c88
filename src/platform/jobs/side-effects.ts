import { sql, type Transaction } from 'kysely';
import type { Database, ReadModels } from '../database/database';

export type SideEffectOutcome<T> = { performed: true; result: T } | { performed: false };

/**
 * Performs a database side effect at most once per key: the key is recorded in job_side_effects in the
 * same transaction as the effect's own writes, so either both commit or neither does. A concurrent call
 * with the same key waits for the first to commit (then skips) or roll back (then performs).
 */
export async function once<T>(db: Database, key: string, effect: (trx: Transaction<ReadModels>) => Promise<T>): Promise<SideEffectOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      insert into job_side_effects (key, done_at) values (${key}, now()) on conflict (key) do nothing returning key`.execute(trx);
    if (rows.length === 0) return { performed: false } as const;
    return { performed: true, result: await effect(trx) } as const;
  });
}

/**
 * Performs an external call (an HTTP API, an email) at most once per key: the key is reserved and committed
 * before the call, and marked done after it. If the worker dies during the call the key stays reserved and
 * the call is not repeated (done_at stays null: an operator can check). `effect` must throw only when the
 * call did not happen: the reservation is then released so a retry can perform it. When the remote side
 * takes an idempotency key itself (Stripe), pass it the same key as well.
 */
export async function onceExternal<T>(db: Database, key: string, effect: () => Promise<T>): Promise<SideEffectOutcome<T>> {
  const { rows } = await sql`insert into job_side_effects (key) values (${key}) on conflict (key) do nothing returning key`.execute(db);
  if (rows.length === 0) return { performed: false };
  let result: T;
  try {
    result = await effect();
  } catch (error) {
    await sql`delete from job_side_effects where key = ${key} and done_at is null`.execute(db);
    throw error;
  }
  await sql`update job_side_effects set done_at = now() where key = ${key}`.execute(db);
  return { performed: true, result };
}
