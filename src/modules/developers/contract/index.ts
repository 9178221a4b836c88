/** The developers contract, imported by the API and the UI: API keys' and webhooks' messages, choices and shapes. */
export * from './messages';
export * from './schemas';
export * from './webhooks';
