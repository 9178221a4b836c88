import { type RawBuilder, sql } from 'kysely';
import type { RunChanges } from './run-state';

/**
 * The `set` list of an update of campaign_runs that writes what `decideRunTransition` decided (`settleInFlight`
 * excepted: its writers settle the delivery in the same statement). `workerId`: the worker a 'take' leases it to.
 */
export function runSets(changes: RunChanges, workerId: number): RawBuilder<unknown> {
  const sets: RawBuilder<unknown>[] = [];
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.lease === 'take') sets.push(sql`leased_by = ${workerId}`);
  if (changes.lease === 'release') sets.push(sql`leased_by = null`);
  if (changes.nextSendInMs !== undefined) sets.push(sql`next_send_at = now() + ${changes.nextSendInMs} * interval '1 millisecond'`);
  if (changes.notBeforeMs !== undefined) sets.push(sql`next_send_at = greatest(next_send_at, ${new Date(changes.notBeforeMs)})`);
  if (changes.inFlight === null) sets.push(sql`in_flight = null`);
  if (changes.consecutiveFailures !== undefined) sets.push(sql`consecutive_failures = ${changes.consecutiveFailures}`);
  if (changes.retries !== undefined) sets.push(sql`retries = ${changes.retries}`);
  if (changes.rewindCursor) sets.push(sql`source_index = 0, last_username = null`);
  if (changes.pending !== undefined) sets.push(sql`pending = ${changes.pending}`);
  if (changes.stopReason !== undefined) sets.push(sql`stop_reason = ${changes.stopReason}`);
  if (changes.errorMessage !== undefined) sets.push(sql`error_message = ${changes.errorMessage}`);
  sets.push(sql`updated_at = now()`);
  return sql.join(sets, sql`, `);
}
