/** The billing context's public surface: its events and plan stream id, and the lead-credit rule. */
export * from './plan/events';
export * from './shared/lead-credits';
