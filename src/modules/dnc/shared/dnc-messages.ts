/** The Do Not Contact texts of the specification, shared by the API and the UI. Keep them word for word. */
export const dncMessages = {
  inputRequired: 'Please enter at least one username',
  noValidUsernames: 'No valid usernames found in the input',
  added: (added: number, duplicates: number) =>
    `Successfully added ${added} username(s) to Do Not Contact list` +
    (duplicates > 0 ? `. ${duplicates} duplicate(s) skipped.` : ''),
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
  tooMany: (max: number) => `Please enter at most ${max.toLocaleString('en-US')} usernames at once`,
} as const;

/** The most usernames one request may add; a paste of 10,000 fits with room to spare. */
export const MAX_USERNAMES_PER_REQUEST = 50_000;

/** Appends a failure's detail the way the specification shows it: 'Failed to add usernames: detail'. */
export function withDetail(message: string, detail?: string): string {
  return detail ? `${message}: ${detail}` : message;
}
