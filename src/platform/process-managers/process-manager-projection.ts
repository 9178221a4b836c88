import type { ICommand } from '@nestjs/cqrs';
import { type Kysely, sql, type Transaction } from 'kysely';
import { DomainCommand } from '../commands/domain-command';
import type { ReadModels } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';
import type { JobOutput, ProcessManager } from './process-manager';

/** Where a process manager's outputs go. */
export interface ProcessOutputPorts {
  /** Runs a command (the command bus's execute). */
  execute(command: ICommand): Promise<unknown>;
  /** Enqueues a job inside `trx`, the transaction that also moves the checkpoint. */
  enqueue(job: JobOutput, trx: Transaction<ReadModels>): Promise<unknown>;
}

/** What a batch decided, once its commands ran: the jobs to enqueue and the states to store with the checkpoint. */
interface DecidedBatch {
  jobs: JobOutput[];
  states: Map<string, unknown>;
}

/** The metadata a command inherits from the event that caused it; the command's own metadata wins. */
function stampMetadata(command: ICommand, event: RecordedEvent, manager: string, index: number): void {
  if (!(command instanceof DomainCommand)) return;
  command.metadata = {
    userId: event.metadata.userId,
    correlationId: event.metadata.correlationId ?? event.id,
    causationId: event.id,
    commandId: `${manager}:${event.id}:${index}`,
    ...command.metadata,
  };
}

async function loadStates(db: Kysely<ReadModels>, manager: ProcessManager, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('process_manager_states')
    .select(['key', 'state'])
    .where('process', '=', manager.name)
    .where((eb) => eb('key', '=', eb.fn.any(eb.val(keys))))
    .execute();
  return new Map(rows.map((row) => [row.key, row.state]));
}

async function storeStates(trx: Transaction<ReadModels>, manager: ProcessManager, states: Map<string, unknown>): Promise<void> {
  if (states.size === 0) return;
  const keys = [...states.keys()];
  const values = keys.map((key) => JSON.stringify(states.get(key) ?? null));
  await sql`
    insert into process_manager_states (process, key, state, updated_at)
    select ${manager.name}, key, state, now() from unnest(${keys}::text[], ${values}::jsonb[]) as s(key, state)
    on conflict (process, key) do update set state = excluded.state, updated_at = excluded.updated_at`.execute(trx);
}

/**
 * Runs a process manager as a projection, so the projection runner gives it a checkpoint and an owner.
 * Before the batch's transaction (`prepare`): load the states the batch touches, and per event decide, run its
 * commands and evolve. Commands append through the event store and are idempotent by their derived event ids, so
 * a batch retried after a crash or a failed output runs them again harmlessly. Then, in one short transaction with
 * the checkpoint (`apply`): enqueue the jobs and store the states. The owner alone moves the checkpoint, so the
 * states read before the transaction are the ones the last batch stored.
 */
export function processManagerProjection(manager: ProcessManager, ports: ProcessOutputPorts): Projection {
  return {
    name: manager.name,
    handles: manager.handles,
    // No read model: a rebuild would re-send every command and job, so process managers are never rebuilt.
    tables: [],
    async prepare(db, events): Promise<DecidedBatch> {
      const stored = manager.stateful ? await loadStates(db, manager, [...new Set(events.map((event) => manager.keyOf(event)))]) : new Map();
      const states = new Map<string, unknown>();
      const jobs: JobOutput[] = [];
      for (const event of events) {
        const key = manager.keyOf(event);
        const state = states.has(key) ? states.get(key) : stored.has(key) ? stored.get(key) : manager.initialState();
        for (const [index, output] of manager.decide(event, state).entries()) {
          if (output.kind === 'job') {
            jobs.push(output);
            continue;
          }
          stampMetadata(output.command, event, manager.name, index);
          await ports.execute(output.command);
        }
        if (manager.stateful) states.set(key, manager.evolve(state, event));
      }
      return { jobs, states };
    },
    async apply(trx, _events, prepared) {
      const { jobs, states } = prepared as DecidedBatch;
      for (const job of jobs) await ports.enqueue(job, trx);
      await storeStates(trx, manager, states);
    },
  };
}
