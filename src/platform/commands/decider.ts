import type { AppendResult, Event, EventMetadata, EventStore, NewEvent } from '../event-store/event-store.port';
import { ConcurrencyError } from '../event-store/event-store.port';

/** A pure aggregate: fold events into state, decide new events from a command. */
export interface Decider<Command, State, E extends Event> {
  initialState: State;
  evolve(state: State, event: E): State;
  /** Returns the events the command produces; throws a DomainError when the command is refused. */
  decide(command: Command, state: State): E[];
}

export interface HandledCommand<E extends Event> {
  events: E[];
  /** Undefined when the command produced no events. */
  appended?: AppendResult;
}

/**
 * Loads the stream, folds it, decides and appends with the expected version. A version conflict is
 * retried once from a fresh read; a second conflict surfaces as ConcurrencyError (409).
 */
export async function handleCommand<Command, State, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, E>,
  command: Command,
  metadata: EventMetadata,
  eventIds?: (events: E[]) => string[],
): Promise<HandledCommand<E>> {
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = recorded.reduce((current, event) => decider.evolve(current, event as unknown as E), decider.initialState);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events };
    const version = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].version;
    const ids = eventIds?.(events);
    const newEvents: NewEvent[] = events.map((event, index) => ({
      id: ids?.[index],
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      return { events, appended: await store.appendToStream(streamId, version, newEvents) };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 1) throw error;
    }
  }
}
