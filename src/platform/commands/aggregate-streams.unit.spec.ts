import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../event-store/memory/in-memory-event-store';
import type { Event } from '../event-store/event-store.port';
import { DomainError } from '../http/domain-error';
import { CountingEventStore } from '../testing/counting-event-store';
import { AggregateStreams } from './aggregate-streams';
import type { Decider } from './decider';
import { InMemorySnapshotStore } from './snapshot-store';

type Added = Event<'Added', { names: string[] }>;
type AddCommand = { names: string[] };
interface Names {
  names: Set<string>;
}

/** A growing set of names: the shape of a Do Not Contact list. */
const namesDecider: Decider<AddCommand, Names, Added> = {
  initialState: () => ({ names: new Set() }),
  evolve(state, event) {
    for (const name of event.data.names) state.names.add(name);
    return state;
  },
  decide(command, state) {
    const fresh = [...new Set(command.names)].filter((name) => !state.names.has(name));
    if (fresh.length === 0) throw new DomainError('All of them are listed already', 'duplicates', 'conflict');
    return [{ type: 'Added', data: { names: fresh } }];
  },
  snapshot: { schema: 1, every: 100, toJson: (state) => [...state.names], fromJson: (json) => ({ names: new Set(json as string[]) }) },
};

const metadata = { userId: 'user-a' };

async function appendMany(store: InMemoryEventStore, streamId: string, count: number) {
  const chunk = 5_000;
  for (let done = 0; done < count; done += chunk) {
    const events = Array.from({ length: Math.min(chunk, count - done) }, (_, n) => ({
      type: 'Added',
      data: { names: [`name${done + n}`] },
    }));
    await store.appendToStream(streamId, done === 0 ? 'no_stream' : done, events);
  }
}

describe('AggregateStreams', () => {
  it('a command on a 100,000-event stream reads only the events after its latest snapshot', async () => {
    const store = new InMemoryEventStore();
    const snapshots = new InMemorySnapshotStore();
    await appendMany(store, 'long', 100_000);
    await appendMany(store, 'short', 10);

    // The first command folds the whole stream once and leaves a snapshot behind.
    await new AggregateStreams({ store, snapshots, cacheSize: 0 }).handle('long', namesDecider, { names: ['first'] }, metadata);
    expect((await snapshots.read('long'))?.version).toBe(100_001);

    // Any later process starts from the snapshot: it reads what a short stream's command reads.
    const counted = new CountingEventStore(store);
    const streams = new AggregateStreams({ store: counted, snapshots, cacheSize: 0 });
    await streams.handle('long', namesDecider, { names: ['second'] }, metadata);
    const readForLong = counted.eventsRead;
    counted.eventsRead = 0;
    await streams.handle('short', namesDecider, { names: ['second'] }, metadata);
    expect(readForLong).toBe(0);
    expect(counted.eventsRead).toBe(10);
    expect((await streams.read('long', namesDecider)).state.names.size).toBe(100_002);
    // Folding 100,000 events takes a second or two, several times that beside other test files on a busy machine.
  }, 60_000);

  it('keeps folded streams in memory: the next command reads only what others appended since', async () => {
    const store = new InMemoryEventStore();
    const counted = new CountingEventStore(store);
    const streams = new AggregateStreams({ store: counted });
    await appendMany(store, 'list', 1_000);
    await streams.handle('list', namesDecider, { names: ['a'] }, metadata);
    expect(counted.eventsRead).toBe(1_000);
    counted.eventsRead = 0;
    await streams.handle('list', namesDecider, { names: ['b'] }, metadata);
    expect(counted.eventsRead).toBe(0);
    await store.appendToStream('list', 1_002, [{ type: 'Added', data: { names: ['from-elsewhere'] } }]);
    await expect(streams.handle('list', namesDecider, { names: ['from-elsewhere'] }, metadata)).rejects.toThrow(DomainError);
    expect(counted.eventsRead).toBe(1);
  });

  it('ignores a snapshot of another schema and folds from the start', async () => {
    const store = new InMemoryEventStore();
    const snapshots = new InMemorySnapshotStore();
    await appendMany(store, 'list', 300);
    await snapshots.write('list', { version: 300, schema: 0, state: ['stale'] });
    const streams = new AggregateStreams({ store, snapshots, cacheSize: 0 });
    const { state } = await streams.read('list', namesDecider);
    expect(state.names.has('stale')).toBe(false);
    expect(state.names.size).toBe(300);
  });

  it('50 overlapping adds from two processes: each succeeds or is refused as a duplicate, never a version conflict', async () => {
    const store = new InMemoryEventStore();
    const processes = [new AggregateStreams({ store }), new AggregateStreams({ store })];
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        processes[n % 2]
          .handle('list', namesDecider, { names: [`name${n}`, `name${n + 1}`] }, metadata)
          .then(() => 'added')
          .catch((error: unknown) => (error instanceof DomainError ? 'duplicates' : `failed: ${String(error)}`)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.startsWith('failed'))).toEqual([]);
    const { state } = await new AggregateStreams({ store, cacheSize: 0 }).read('list', namesDecider);
    expect(state.names.size).toBe(51);
  });
});
