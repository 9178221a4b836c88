import type { SkipListEvent } from './events';

export interface SkipListState {
  usernames: ReadonlySet<string>;
}

export const initialState: SkipListState = { usernames: new Set() };

export function evolve(state: SkipListState, event: SkipListEvent): SkipListState {
  switch (event.type) {
    case 'UsernamesSkipped': {
      const usernames = new Set(state.usernames);
      for (const username of event.data.usernames) usernames.add(username);
      return { usernames };
    }
    case 'UsernameUnskipped': {
      const usernames = new Set(state.usernames);
      usernames.delete(event.data.username);
      return { usernames };
    }
    case 'SkipListCleared':
      return { usernames: new Set() };
    default:
      return state;
  }
}
