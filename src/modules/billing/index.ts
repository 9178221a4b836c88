/** The billing context's public surface: its events and shared rules. */
export * from './plan/events';
export * from './shared/lead-credits';
