/**
 * The identity contract, imported by the API and the UI (`@shared/identity/contract`): the re-export of this
 * folder's files, one job each.
 *
 * - limits.ts: the password lengths better-auth is configured with;
 * - messages.ts: the sign-in, sign-up and password screens' messages, word for word, and the server's own answers;
 * - schemas.ts: the sign-in, sign-up, forgotten password and new password forms' zod schemas and their types.
 *
 * Routes (better-auth's, under /api/auth; refusals answer `{ message, code }` with `authMessages` where it has them):
 * POST sign-in/email, sign-up/email, request-password-reset, reset-password, update-password; GET get-session.
 */

export * from './limits';
export * from './messages';
export * from './schemas';
