/** The identity context's public surface: its events (UserRegistered) and the derived-id helper. */
export * from './user/events';
