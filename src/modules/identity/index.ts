/** The identity context's public surface: its events (UserRegistered), the derived-id helper and the server secret. */
export * from './user/events';
/** The app's server secret (BETTER_AUTH_SECRET, or the generated one); contexts that sign their own tokens derive a key from it. */
export { resolveAuthSecret } from './auth/auth-secret';
