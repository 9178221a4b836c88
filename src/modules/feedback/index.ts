/**
 * The Roadmap and Feedback context's public surface: its events and stream ids. Operators change statuses
 * and the roadmap with its command-line tools (operator/).
 */
export * from './item/events';
export * from './vote/events';
export * from './roadmap/events';
