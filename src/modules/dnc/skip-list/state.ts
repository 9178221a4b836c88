import type { SnapshotFormat } from '../../../platform/commands/decider';
import type { SkipListEvent } from './events';

/** The usernames on the list. Folding updates the set in place: an event costs what its usernames cost. */
export interface SkipListState {
  usernames: Set<string>;
}

export const initialState = (): SkipListState => ({ usernames: new Set() });

export function evolve(state: SkipListState, event: SkipListEvent): SkipListState {
  switch (event.type) {
    case 'UsernamesSkipped':
      for (const username of event.data.usernames) state.usernames.add(username);
      return state;
    case 'UsernameUnskipped':
      state.usernames.delete(event.data.username);
      return state;
    case 'SkipListCleared':
      state.usernames.clear();
      return state;
    default:
      return state;
  }
}

/** A list is one stream per user that grows with every add: commands start from its latest snapshot. */
export const skipListSnapshot: SnapshotFormat<SkipListState> = {
  schema: 1,
  every: 200,
  toJson: (state) => [...state.usernames],
  fromJson: (json) => ({ usernames: new Set(json as string[]) }),
};
