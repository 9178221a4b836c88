import type { ICommand } from '@nestjs/cqrs';
import type { Event, RecordedEvent } from '../event-store/event-store.port';

/**
 * A command for the command bus. A DomainCommand gets its metadata from the event that caused it (who, which
 * request, causation). It must be idempotent: a batch retried after a crash sends it again, so it derives its
 * event ids from a key (e.g. `derivedEventId('PlanRecordCreated:' + userId)`) or its decider refuses repeats.
 */
export interface CommandOutput {
  kind: 'command';
  command: ICommand;
}

/**
 * A job for the platform's job queue (pg-boss), enqueued in the transaction that moves the process manager's
 * checkpoint, so it exists once the event is handled and never twice; the singleton key is a second guard.
 */
export interface JobOutput {
  kind: 'job';
  queue: string;
  data: object;
  /** Derived from the event (e.g. `scrape:${sourceId}:${page}`): at most one queued or running job per key. */
  singletonKey: string;
  /** A date, an ISO date string, or seconds from now. */
  startAfter?: number | string | Date;
}

export type ProcessOutput = CommandOutput | JobOutput;

/** Sends a command through the command bus. */
export const send = (command: ICommand): CommandOutput => ({ kind: 'command', command });

/** Enqueues a job. */
export const enqueue = (queue: string, data: object, options: { singletonKey: string; startAfter?: JobOutput['startAfter'] }): JobOutput => ({
  kind: 'job',
  queue,
  data,
  ...options,
});

/**
 * A process manager over the event union E, in the shape of Emmett's workflows: events in, commands and jobs
 * out, decided by a pure function of the event and the manager's own state. The platform runs it checkpointed
 * like a projection (one owner process at a time, in the workers role); register it in src/process-managers.ts.
 *
 * State is optional. A stateful manager declares `initialState` and `evolve`; the state is kept per key
 * (`keyOf`, by default the event's stream) as JSON, stored with the checkpoint, so it always reflects exactly
 * the events handled. For each event: `decide(event, stateBefore)`, then `evolve(stateBefore, event)`.
 *
 *   // Every lead source that finishes scraping starts its next page, up to ten pages.
 *   export const scraperProcess = defineProcessManager<LeadSourceEvent, { pages: number }>({
 *     name: 'leads-scraper',
 *     handles: ['ScrapePageFinished'],
 *     keyOf: (event) => event.data.sourceId,
 *     initialState: () => ({ pages: 0 }),
 *     evolve: (state, event) => ({ pages: state.pages + 1 }),
 *     decide: (event, state) =>
 *       state.pages + 1 >= 10
 *         ? [send(new CompleteScrape({ sourceId: event.data.sourceId }))]
 *         : [enqueue('scrape-page', { sourceId: event.data.sourceId, page: state.pages + 1 }, {
 *             singletonKey: `scrape-page:${event.data.sourceId}:${state.pages + 1}`,
 *           })],
 *   });
 */
export interface ProcessManagerDefinition<E extends Event, State = undefined> {
  /** Stable: it keys the checkpoint and the stored states. */
  readonly name: string;
  readonly handles: readonly E['type'][];
  /** Which state an event belongs to (e.g. its user id); the event's stream by default. */
  keyOf?(event: RecordedEvent<E>): string;
  initialState?(): State;
  /** Must return JSON-serialisable state. */
  evolve?(state: State, event: RecordedEvent<E>): State;
  /** Pure: the commands and jobs this event calls for, given the state before it. */
  decide(event: RecordedEvent<E>, state: State): ProcessOutput[];
}

/** A process manager with its event and state types erased, as the registry and the runner hold it. */
export interface ProcessManager {
  readonly name: string;
  readonly handles: readonly string[];
  readonly stateful: boolean;
  keyOf(event: RecordedEvent): string;
  initialState(): unknown;
  evolve(state: unknown, event: RecordedEvent): unknown;
  decide(event: RecordedEvent, state: unknown): ProcessOutput[];
}

/** Defines a process manager over the event union E; the runner hands it only events of the types it handles. */
export function defineProcessManager<E extends Event, State = undefined>(definition: ProcessManagerDefinition<E, State>): ProcessManager {
  const { initialState, evolve } = definition;
  if ((initialState === undefined) !== (evolve === undefined)) {
    throw new Error(`Process manager ${definition.name} needs both initialState and evolve, or neither`);
  }
  return {
    name: definition.name,
    handles: definition.handles,
    stateful: initialState !== undefined,
    keyOf: (event) => definition.keyOf?.(event as RecordedEvent<E>) ?? event.streamId,
    initialState: () => initialState?.(),
    evolve: (state, event) => (evolve ? evolve(state as State, event as RecordedEvent<E>) : state),
    decide: (event, state) => definition.decide(event as RecordedEvent<E>, state as State),
  };
}
