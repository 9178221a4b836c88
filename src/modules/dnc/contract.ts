import { z } from 'zod';

/**
 * The Do Not Contact contract, imported by the API and the UI: the specification's messages (word for word),
 * the add request's schema and the answers' shapes.
 */

/** Counts as people read them: 5,000 not 5000. The one number format of the product's messages. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

export const dncMessages = {
  inputRequired: 'Please enter at least one username',
  noValidUsernames: 'No valid usernames found in the input',
  added: (added: number, duplicates: number) =>
    `Successfully added ${formatCount(added)} username(s) to Do Not Contact list` +
    (duplicates > 0 ? `. ${formatCount(duplicates)} duplicate(s) skipped.` : ''),
  noNewUsernames: 'No new usernames to add after filtering duplicates',
  alreadyListed: (username: string) => `Username @${username} is already in your Do Not Contact list`,
  allAlreadyListed: 'All usernames you entered are already in your Do Not Contact list',
  removed: (username: string) => `Username @${username} removed from Do Not Contact list`,
  cleared: 'Do Not Contact list cleared successfully',
  addFailed: 'Failed to add usernames',
  deleteFailed: 'Failed to delete username',
  clearFailed: 'Failed to clear Do Not Contact list',
  // Not in the specification's catalogue: the answers for a username that is not listed and an oversized input.
  notListed: (username: string) => `Username @${username} is not in your Do Not Contact list`,
  tooMany: (max: number) => `Please enter at most ${formatCount(max)} usernames at once`,
} as const;

/** The most usernames one request may add; a paste of 10,000 fits with room to spare. */
export const MAX_USERNAMES_PER_REQUEST = 50_000;

/** Appends a failure's detail the way the specification shows it: 'Failed to add usernames: detail'. */
export function withDetail(message: string, detail?: string): string {
  return detail ? `${message}: ${detail}` : message;
}

/** POST /api/do-not-contact: the pasted text, cleaned and checked by the API. */
export const addUsernamesSchema = z.object(
  { input: z.string({ error: dncMessages.inputRequired }) },
  { error: dncMessages.inputRequired },
);
export type AddUsernamesBody = z.infer<typeof addUsernamesSchema>;

/** The answer to an add. */
export interface AddUsernamesAnswer {
  addedCount: number;
  duplicateCount: number;
  message: string;
}

/** One row of GET /api/do-not-contact; id is the username. */
export interface DoNotContactRow {
  id: string;
  username: string;
  addedAt: string;
}

/** The answer to DELETE /api/do-not-contact/:username. */
export interface RemoveUsernameAnswer {
  id: string;
  username: string;
  message: string;
}

/** The answer to DELETE /api/do-not-contact. */
export interface ClearListAnswer {
  removedCount: number;
  message: string;
}
