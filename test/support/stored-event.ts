import { type Event, type EventMetadata, type RecordedEvent, recordedEvent } from '../../src/platform/event-store/event-store.port';

let position = 0n;

/**
 * An event as the store would hand it to a projection: the stream and version given, an id and a global
 * position that grow with each call (so batches apply in the order they are made), created at `createdAt`.
 */
export function storedEvent<E extends Event>(
  streamId: string,
  version: number,
  event: E,
  metadata: EventMetadata,
  createdAt: Date,
): RecordedEvent<E> {
  position += 1n;
  return recordedEvent(
    { id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`, streamId, version, metadata, position: { major: 1n, minor: position }, createdAt },
    event,
  );
}
