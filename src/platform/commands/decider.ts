import type { Event } from '../event-store/event-store.port';

/**
 * A pure aggregate: fold events into state, decide new events from a command.
 *
 * Stream size rule: an aggregate stream holds decisions, not bulk facts. A command folds its stream, so
 * - `evolve` costs what its event costs, never what the state costs: it may update the state it is given in
 *   place and return it (no copying of a whole set or map per event);
 * - `initialState` is a function, so folds never share a mutable state;
 * - `decide` never changes the state it reads;
 * - per-DM results, lead rows, dataset profiles and other bulk rows live in tables written with (or guarded
 *   by) the event that references them, not in events;
 * - a stream that must stay long declares `snapshot`, so a command reads the latest snapshot and only the
 *   events after it.
 */
export interface Decider<Command, State, E extends Event> {
  initialState(): State;
  evolve(state: State, event: E): State;
  /** Returns the events the command produces; throws a DomainError when the command is refused. */
  decide(command: Command, state: State): E[];
  snapshot?: SnapshotFormat<State>;
}

/** How a decider's state is stored as a snapshot: plain JSON in, the same state out. */
export interface SnapshotFormat<State> {
  /** Bump when the state's shape changes: snapshots of another schema are ignored and rebuilt by folding. */
  schema: number;
  /** A snapshot is written once this many events have been appended since the last one. */
  every: number;
  toJson(state: State): unknown;
  fromJson(json: unknown): State;
}

/** Folds events into a fresh initial state (for tests and one-off reads). */
export function fold<State, E extends Event>(decider: Pick<Decider<unknown, State, E>, 'initialState' | 'evolve'>, events: readonly E[]): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
