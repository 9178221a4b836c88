/** The workspaces context's public surface: its contract and its events. */
export * from './contract';
export * from './workspace/events';
