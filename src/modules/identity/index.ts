/**
 * The identity context's public surface: its events (UserRegistered), the derived-id helper, the server secret,
 * and the query other contexts find a user by email with (their own tables keep only user ids).
 */
export * from './user/events';
export { userByEmail, type UserOfEmail } from './user/user-by-email';
export { actorEmails } from './user/actor-emails';
/** The app's server secret (BETTER_AUTH_SECRET, or the generated one); contexts that sign their own tokens derive a key from it. */
export { resolveAuthSecret } from './auth/auth-secret';
/** Mail to a person (SMTP, or the development mailbox with nothing configured): MAILER is provided globally. */
export { escapeHtml, MAILER, type Mail, type Mailer } from './mail/mailer';
