/** The messages moved to the context's contract; kept here for importers outside the module. */
export { dncMessages, formatCount, MAX_USERNAMES_PER_REQUEST, withDetail } from '../contract';
