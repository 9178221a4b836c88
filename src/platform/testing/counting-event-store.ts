import type { EventStore, NewEvent, Position, RecordedEvent, SubscribeOptions, ExpectedVersion } from '../event-store/event-store.port';

/** An event store that counts the events its stream reads return: how tests see what a command reads. */
export class CountingEventStore implements EventStore {
  eventsRead = 0;

  constructor(private readonly inner: EventStore) {}

  appendToStream(streamId: string, expected: ExpectedVersion, events: NewEvent[]) {
    return this.inner.appendToStream(streamId, expected, events);
  }

  async readStream(streamId: string, fromVersion?: number): Promise<RecordedEvent[]> {
    const events = await this.inner.readStream(streamId, fromVersion);
    this.eventsRead += events.length;
    return events;
  }

  readAll(after: Position, limit: number) {
    return this.inner.readAll(after, limit);
  }

  headPosition() {
    return this.inner.headPosition();
  }

  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions) {
    return this.inner.subscribe(handler, options);
  }

  close() {
    return this.inner.close();
  }
}
