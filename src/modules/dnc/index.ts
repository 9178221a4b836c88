/**
 * The Do Not Contact context's public surface: its events and stream id, and the lookup other contexts
 * (the campaign runner) inject to skip listed usernames. Its public read model: the `dnc_usernames` view (user_id,
 * username in lower case), for the runner's reservation, which checks the list in SQL in the same transaction that
 * reserves; dnc_entries and dnc_lists are its own.
 */
export * from './skip-list/events';
export { DO_NOT_CONTACT_LOOKUP, type DoNotContactLookup } from './queries/do-not-contact-lookup';
