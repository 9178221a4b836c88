/**
 * A panel that starts closed, as MUI's Collapse does (no height, not in the focus order); landing-client.ts
 * opens and closes it with the same height transition.
 */
export const collapsed = { height: 0, minHeight: 0, overflow: 'hidden', visibility: 'hidden' } as const;
