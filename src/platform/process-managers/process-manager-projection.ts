import type { ICommand } from '@nestjs/cqrs';
import { sql, type Transaction } from 'kysely';
import { DomainCommand } from '../commands/domain-command';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { Projection } from '../projections/projection';
import type { JobOutput, ProcessManager, ProcessOutput } from './process-manager';

/** Where a process manager's outputs go. */
export interface ProcessOutputPorts {
  /** Runs a command (the command bus's execute). */
  execute(command: ICommand): Promise<unknown>;
  /** Enqueues a job inside `trx`, the transaction that also moves the checkpoint. */
  enqueue(job: JobOutput, trx: Transaction<any>): Promise<unknown>;
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

async function loadStates(trx: Transaction<any>, manager: ProcessManager, keys: string[]): Promise<Map<string, unknown>> {
  const { rows } = await sql<{ key: string; state: unknown }>`
    select key, state from process_manager_states where process = ${manager.name} and key = any(${keys}::text[])`.execute(trx);
  return new Map(rows.map((row) => [row.key, row.state]));
}

async function storeStates(trx: Transaction<any>, manager: ProcessManager, states: Map<string, unknown>): Promise<void> {
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
 * In the batch's transaction: load the states the batch touches, and per event decide, dispatch the outputs
 * and evolve; then store the states with the checkpoint. Jobs are enqueued in that transaction; commands
 * append through the event store, outside it, and are made idempotent by their derived event ids, so a
 * batch retried after a crash or a failed output sends them again harmlessly.
 */
export function processManagerProjection(manager: ProcessManager, ports: ProcessOutputPorts): Projection {
  const dispatch = async (output: ProcessOutput, event: RecordedEvent, index: number, trx: Transaction<any>) => {
    if (output.kind === 'job') return ports.enqueue(output, trx);
    stampMetadata(output.command, event, manager.name, index);
    return ports.execute(output.command);
  };
  return {
    name: manager.name,
    handles: manager.handles,
    // No read model: a rebuild would re-send every command and job, so process managers are never rebuilt.
    tables: [],
    async apply(trx, events) {
      const stored = manager.stateful ? await loadStates(trx, manager, [...new Set(events.map((event) => manager.keyOf(event)))]) : new Map();
      const changed = new Map<string, unknown>();
      for (const event of events) {
        const key = manager.keyOf(event);
        const state = changed.has(key) ? changed.get(key) : stored.has(key) ? stored.get(key) : manager.initialState();
        const outputs = manager.decide(event, state);
        for (const [index, output] of outputs.entries()) await dispatch(output, event, index, trx);
        if (manager.stateful) changed.set(key, manager.evolve(state, event));
      }
      await storeStates(trx, manager, changed);
    },
  };
}
