/**
 * The Do Not Contact context's public surface: its events and stream id, and the lookup other contexts
 * (the campaign runner) inject to skip listed usernames.
 */
export * from './skip-list/events';
export { DO_NOT_CONTACT_LOOKUP, type DoNotContactLookup } from './queries/do-not-contact-lookup';
