/** The identity context's public surface: its events. */
export * from './user/events';
