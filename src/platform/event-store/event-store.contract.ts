import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  comparePositions,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './event-store.port';

export interface EventStoreContractOptions {
  /** Registers the suite as skipped (say why in the suite name). */
  skip?: boolean;
  /** Appends made by the concurrent writers of the property test. */
  concurrentAppends?: number;
}

const WRITERS = 8;
const STREAMS = 1_000;

/** Streams of one test run: the store may be shared with other runs (KurrentDB), so every name is unique. */
function streamNamer(): (name: string) => string {
  const run = randomUUID().slice(0, 8);
  return (name) => `contract_${run}-${name}`;
}

function event(type: string, data: Record<string, unknown> = {}, extra: Partial<NewEvent> = {}): NewEvent {
  return { type, data, ...extra };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** Reads every event after `from` whose stream belongs to `owns`, until none is left. */
async function readAllFrom(store: EventStore, from: Position, owns: (event: RecordedEvent) => boolean): Promise<RecordedEvent[]> {
  const found: RecordedEvent[] = [];
  let after = from;
  for (;;) {
    const page = await store.readAll(after, 200);
    if (page.length === 0) return found;
    found.push(...page.filter(owns));
    after = page[page.length - 1].position;
  }
}

/**
 * Runs `subscribe` in the background, keeping the events of streams that `owns` accepts, and lets a test
 * wait until some condition on them holds.
 */
export function collectSubscription(store: EventStore, from: Position, owns: (event: RecordedEvent) => boolean) {
  const controller = new AbortController();
  const received: RecordedEvent[] = [];
  let positionsInOrder = true;
  let last = from;
  const listeners = new Set<() => void>();
  const done = store.subscribe(
    async (events) => {
      for (const recorded of events) {
        if (comparePositions(recorded.position, last) <= 0) positionsInOrder = false;
        last = recorded.position;
        if (owns(recorded)) received.push(recorded);
      }
      for (const listener of [...listeners]) listener();
    },
    { from, batchSize: 100, signal: controller.signal },
  );
  return {
    received,
    get positionsInOrder() {
      return positionsInOrder;
    },
    /** Resolves once `condition` holds, or rejects after `timeoutMs`. */
    until(condition: () => boolean, timeoutMs: number): Promise<void> {
      if (condition()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`subscription condition not met after ${timeoutMs} ms (${received.length} events received)`));
        }, timeoutMs);
        listeners.add(check);
      });
    },
    async stop(): Promise<void> {
      controller.abort();
      await done;
    },
    done,
  };
}

/**
 * The behaviour every EventStore adapter must show. `factory` gives a ready store; the suite closes it.
 */
export function describeEventStoreContract(
  name: string,
  factory: () => Promise<EventStore>,
  options: EventStoreContractOptions = {},
): void {
  describe.skipIf(options.skip === true)(name, () => {
    let store: EventStore;
    const stream = streamNamer();

    beforeAll(async () => {
      store = await factory();
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('expected version', () => {
      it("'no_stream' creates a new stream", async () => {
        const id = stream('create');
        const result = await store.appendToStream(id, 'no_stream', [event('Created'), event('Renamed')]);
        expect(result.nextVersion).toBe(2);
        const events = await store.readStream(id);
        expect(events.map((e) => [e.type, e.version, e.streamId])).toEqual([
          ['Created', 1, id],
          ['Renamed', 2, id],
        ]);
        expect(comparePositions(events[1].position, result.position)).toBe(0);
      });

      it("'no_stream' on an existing stream fails with ConcurrencyError", async () => {
        const id = stream('exists');
        await store.appendToStream(id, 'no_stream', [event('Created')]);
        const error = await rejection(store.appendToStream(id, 'no_stream', [event('CreatedAgain')]));
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ streamId: id, expected: 'no_stream' });
        expect((await store.readStream(id)).map((e) => e.type)).toEqual(['Created']);
      });

      it('an exact version appends after that version', async () => {
        const id = stream('exact');
        await store.appendToStream(id, 'no_stream', [event('A'), event('B')]);
        const result = await store.appendToStream(id, 2, [event('C')]);
        expect(result.nextVersion).toBe(3);
        expect((await store.appendToStream(id, 3, [event('D'), event('E')])).nextVersion).toBe(5);
        expect((await store.readStream(id)).map((e) => [e.type, e.version])).toEqual([
          ['A', 1],
          ['B', 2],
          ['C', 3],
          ['D', 4],
          ['E', 5],
        ]);
      });

      it('a version on a stream that does not exist fails with ConcurrencyError', async () => {
        const id = stream('missing');
        const error = await rejection(store.appendToStream(id, 3, [event('A')]));
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(id)).toEqual([]);
      });

      it("'any' appends to a new and to an existing stream", async () => {
        const id = stream('any');
        expect((await store.appendToStream(id, 'any', [event('A')])).nextVersion).toBe(1);
        expect((await store.appendToStream(id, 'any', [event('B'), event('C')])).nextVersion).toBe(3);
        expect((await store.readStream(id)).map((e) => [e.type, e.version])).toEqual([
          ['A', 1],
          ['B', 2],
          ['C', 3],
        ]);
      });

      it('a stale version fails with a typed ConcurrencyError and appends nothing', async () => {
        const id = stream('stale');
        await store.appendToStream(id, 'no_stream', [event('A')]);
        await store.appendToStream(id, 1, [event('B')]);
        const error = await rejection(store.appendToStream(id, 1, [event('Stale')]));
        expect(error).toBeInstanceOf(ConcurrencyError);
        const concurrency = error as ConcurrencyError;
        expect(concurrency.name).toBe('ConcurrencyError');
        expect(concurrency.streamId).toBe(id);
        expect(concurrency.expected).toBe(1);
        expect(concurrency.actual).toBe(2);
        expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('of two concurrent creates of the same stream exactly one wins', async () => {
        for (let round = 0; round < 10; round++) {
          const id = stream(`race-${round}`);
          const outcomes = await Promise.allSettled([
            store.appendToStream(id, 'no_stream', [event('CreatedByLeft')]),
            store.appendToStream(id, 'no_stream', [event('CreatedByRight')]),
          ]);
          const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
          const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
          expect(won).toHaveLength(1);
          expect(lost).toHaveLength(1);
          expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
          const events = await store.readStream(id);
          expect(events).toHaveLength(1);
          expect(events[0].version).toBe(1);
        }
      });

      it('of concurrent appends at the same version exactly one wins', async () => {
        const id = stream('same-version');
        await store.appendToStream(id, 'no_stream', [event('A')]);
        const outcomes = await Promise.allSettled(
          Array.from({ length: 5 }, (_, n) => store.appendToStream(id, 1, [event(`Next${n}`)])),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrencyError);
        }
        expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2]);
      });
    });

    describe('idempotency by event id', () => {
      it('re-appending the same event ids is a no-op returning the same result', async () => {
        const id = stream('idempotent');
        const before = await store.headPosition();
        const batch = [event('A', { n: 1 }, { id: randomUUID() }), event('B', { n: 2 }, { id: randomUUID() })];
        const first = await store.appendToStream(id, 'no_stream', batch);
        const again = await store.appendToStream(id, 'no_stream', batch);
        expect(again).toEqual(first);
        const events = await store.readStream(id);
        expect(events.map((e) => e.id)).toEqual(batch.map((e) => e.id));

        const next = [event('C', { n: 3 }, { id: randomUUID() })];
        const third = await store.appendToStream(id, 2, next);
        expect(await store.appendToStream(id, 2, next)).toEqual(third);
        expect((await store.readStream(id)).map((e) => [e.type, e.version])).toEqual([
          ['A', 1],
          ['B', 2],
          ['C', 3],
        ]);
        const inAll = await readAllFrom(store, before, (e) => e.streamId === id);
        expect(inAll.map((e) => e.id)).toEqual([...batch, ...next].map((e) => e.id));
      });

      it('concurrent retries of the same append land once', async () => {
        const id = stream('idempotent-race');
        await store.appendToStream(id, 'no_stream', [event('A')]);
        const retried = [event('B', {}, { id: randomUUID() })];
        const results = await Promise.all(Array.from({ length: 4 }, () => store.appendToStream(id, 1, retried)));
        for (const result of results) expect(result).toEqual(results[0]);
        expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
      });
    });

    it('keeps data and metadata (userId, correlationId, causationId, commandId)', async () => {
      const id = stream('metadata');
      const metadata = {
        userId: randomUUID(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
        commandId: randomUUID(),
      };
      const data = { text: 'héllo "world"', count: 3, nested: { list: [1, 'two', null], flag: true } };
      const before = await store.headPosition();
      await store.appendToStream(id, 'no_stream', [event('WithMetadata', data, { metadata }), event('WithoutMetadata')]);
      const [withMetadata, withoutMetadata] = await store.readStream(id);
      expect(withMetadata.data).toEqual(data);
      expect(withMetadata.metadata).toEqual(metadata);
      expect(withoutMetadata.metadata).toEqual({});
      expect(withMetadata.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(withMetadata.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      const [fromAll] = await readAllFrom(store, before, (e) => e.streamId === id);
      expect(fromAll.metadata).toEqual(metadata);
      expect(fromAll.data).toEqual(data);
      expect(fromAll.id).toBe(withMetadata.id);
    });

    it('reads a stream from a version', async () => {
      const id = stream('from-version');
      await store.appendToStream(
        id,
        'no_stream',
        ['A', 'B', 'C', 'D', 'E'].map((type) => event(type)),
      );
      expect((await store.readStream(id, 3)).map((e) => [e.type, e.version])).toEqual([
        ['C', 3],
        ['D', 4],
        ['E', 5],
      ]);
      expect((await store.readStream(id, 1)).map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
      expect(await store.readStream(id, 6)).toEqual([]);
      expect(await store.readStream(stream('never-written'))).toEqual([]);
    });

    it('reads all strictly after a position, in order, and reports the head', async () => {
      const before = await store.headPosition();
      const ids = [stream('all-1'), stream('all-2')];
      const first = await store.appendToStream(ids[0], 'no_stream', [event('A'), event('B')]);
      const second = await store.appendToStream(ids[1], 'no_stream', [event('C')]);
      expect(comparePositions(first.position, before)).toBeGreaterThan(0);
      expect(comparePositions(second.position, first.position)).toBeGreaterThan(0);
      expect(comparePositions(await store.headPosition(), second.position)).toBeGreaterThanOrEqual(0);
      const all = await readAllFrom(store, before, (e) => ids.includes(e.streamId));
      expect(all.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      for (let n = 1; n < all.length; n++) expect(comparePositions(all[n].position, all[n - 1].position)).toBe(1);
      // Strictly after: starting from an event's own position leaves it out.
      const afterFirst = await readAllFrom(store, all[0].position, (e) => ids.includes(e.streamId));
      expect(afterFirst.map((e) => e.type)).toEqual(['B', 'C']);
      const page = await store.readAll(before, 1);
      expect(page).toHaveLength(1);
    });

    it('subscribe delivers a new event promptly', async () => {
      const id = stream('prompt');
      const subscription = collectSubscription(store, await store.headPosition(), (e) => e.streamId === id);
      try {
        // Let the subscription catch up and go idle before appending.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const started = performance.now();
        await store.appendToStream(id, 'no_stream', [event('Prompt')]);
        await subscription.until(() => subscription.received.length === 1, 5_000);
        expect(performance.now() - started).toBeLessThan(1_500);
      } finally {
        await subscription.stop();
      }
    });

    it(
      `${WRITERS} concurrent writers over ${STREAMS} streams: a subscriber sees every event once, each stream in order`,
      { timeout: 180_000 },
      async () => {
        const appends = options.concurrentAppends ?? 3_000;
        const prefix = stream('prop-');
        const streamIds = Array.from({ length: STREAMS }, (_, n) => `${prefix}${n}`);
        const owns = (e: RecordedEvent) => e.streamId.startsWith(prefix);
        const known = new Map<string, number>();
        const appended = new Map<string, { streamId: string; type: string; data: unknown }>();
        let conflicts = 0;
        let remaining = appends;
        const subscription = collectSubscription(store, await store.headPosition(), owns);
        try {
          const writer = async (writerId: number) => {
            for (;;) {
              if (remaining <= 0) return;
              remaining--;
              const streamId = streamIds[Math.floor(Math.random() * STREAMS)];
              const count = 1 + Math.floor(Math.random() * 3);
              const batch = Array.from({ length: count }, (_, n) =>
                event(`Written${n}`, { writerId, n, at: remaining }, { id: randomUUID() }),
              );
              for (;;) {
                const version = known.get(streamId) ?? 0;
                const expected: ExpectedVersion = version === 0 ? 'no_stream' : version;
                try {
                  const result = await store.appendToStream(streamId, expected, batch);
                  known.set(streamId, Math.max(known.get(streamId) ?? 0, result.nextVersion));
                  for (const written of batch) appended.set(written.id!, { streamId, type: written.type, data: written.data });
                  break;
                } catch (error) {
                  if (!(error instanceof ConcurrencyError)) throw error;
                  conflicts++;
                  const events = await store.readStream(streamId, version + 1);
                  const latest = events.length > 0 ? events[events.length - 1].version : version;
                  known.set(streamId, Math.max(known.get(streamId) ?? 0, latest));
                }
              }
            }
          };
          await Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
          await subscription.until(() => subscription.received.length >= appended.size, 60_000);
          // Nothing more arrives afterwards (no duplicates delivered late).
          await new Promise((resolve) => setTimeout(resolve, 300));
        } finally {
          await subscription.stop();
        }

        const received = subscription.received;
        expect(subscription.positionsInOrder).toBe(true);
        expect(received).toHaveLength(appended.size);
        expect(new Set(received.map((e) => e.id)).size).toBe(received.length);
        const perStream = new Map<string, number[]>();
        for (const recorded of received) {
          const expected = appended.get(recorded.id);
          expect(expected, `event ${recorded.id} was never appended`).toBeDefined();
          expect({ streamId: recorded.streamId, type: recorded.type, data: recorded.data }).toEqual(expected);
          perStream.set(recorded.streamId, [...(perStream.get(recorded.streamId) ?? []), recorded.version]);
        }
        for (const [streamId, versions] of perStream) {
          expect(versions, streamId).toEqual(versions.map((_, n) => n + 1));
          expect(versions.length).toBe(known.get(streamId));
        }
        // Conflicts must have happened for the test to mean anything, and every stream reads back the same.
        expect(conflicts).toBeGreaterThan(0);
        const sample = streamIds.filter((_, n) => n % 50 === 0);
        for (const streamId of sample) {
          const fromStream = (await store.readStream(streamId)).map((e) => e.id);
          expect(fromStream).toEqual(received.filter((e) => e.streamId === streamId).map((e) => e.id));
        }
      },
    );
  });
}
