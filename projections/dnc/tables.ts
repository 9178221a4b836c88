import type { Timestamp, ViewOf } from '../columns';

/** One row per username on a user's Do Not Contact list. */
export interface DncEntriesTable {
  user_id: string;
  username: string;
  added_at: Timestamp;
}

/** One row per user: the stream version the entries reflect (the replay guard) and the entry count. */
export interface DncListsTable {
  user_id: string;
  stream_version: number;
  entry_count: number;
  updated_at: Timestamp;
}

/** The Do Not Contact read model (projection dnc-skip-list). */
/** The Do Not Contact context's public read model (a view over dnc_entries): each user's listed usernames. */
export type DncUsernamesView = ViewOf<DncEntriesTable, 'user_id' | 'username'>;

export interface DncTables {
  dnc_entries: DncEntriesTable;
  dnc_usernames: DncUsernamesView;
  dnc_lists: DncListsTable;
}
