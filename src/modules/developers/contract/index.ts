/** The developers contract, imported by the API and the UI: API keys' messages, scopes and shapes. */
export * from './messages';
export * from './schemas';
