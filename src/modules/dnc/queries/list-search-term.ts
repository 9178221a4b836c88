/** What the list search matches: usernames are stored lowercase without @, so "@Alice" finds alice. */
export function listSearchTerm(input: string): string {
  return input.trim().replace(/^@+/, '').toLowerCase();
}
