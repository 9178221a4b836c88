/** The workspaces contract, imported by the API and the UI: roles, the route access table, messages and the API's shapes. */
export * from './messages';
export * from './roles';
export * from './route-access';
export * from './schemas';
