import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { type Event, type EventMetadata, type RecordedEvent, recordedEvent, START } from '../event-store/event-store.port';
import type { ProcessManager, ProcessOutput } from './process-manager';

let version = 0;

/** An event as the store would hand it to a process manager (stream, id, version and position made up). */
export function recorded<E extends Event>(event: E, options: { streamId?: string; id?: string; metadata?: EventMetadata } = {}): RecordedEvent<E> {
  version++;
  const envelope = {
    id: options.id ?? randomUUID(),
    streamId: options.streamId ?? 'stream-1',
    version,
    metadata: options.metadata ?? {},
    position: { major: START.major, minor: BigInt(version) },
    createdAt: new Date(0),
  };
  return recordedEvent(envelope, event);
}

/**
 * Given/when/then for process managers: given the events it has handled, when this event arrives, then these
 * commands and jobs (or nothing):
 *
 *   const spec = processManagerSpec(planRecordsProcess);
 *   spec.given().when(registered('alice')).thenSends([send(new CreatePlanRecord('alice', at))]);
 */
export function processManagerSpec(manager: ProcessManager) {
  return {
    given(...history: RecordedEvent[]) {
      return {
        when(event: RecordedEvent) {
          const decide = (): ProcessOutput[] => {
            const key = manager.keyOf(event);
            let state = manager.initialState();
            for (const past of history) if (manager.keyOf(past) === key) state = manager.evolve(state, past);
            return manager.decide(event, state);
          };
          return {
            thenSends(expected: ProcessOutput[]): void {
              assert.deepStrictEqual(decide(), expected);
            },
            thenNothing(): void {
              assert.deepStrictEqual(decide(), []);
            },
          };
        },
      };
    },
  };
}
