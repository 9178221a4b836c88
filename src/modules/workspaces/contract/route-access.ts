import type { WorkspaceRole } from './roles';

/**
 * Who may call an API route: anyone (`public`), any signed-in person for their own things (`person`: their
 * onboarding, their feedback, their workspaces and invitations), or a member of the current workspace with at
 * least `role`. One table for every route, checked by the server on each request (SignedInGuard) and read by the
 * UI to hide what a role cannot do; a route missing from it reads as Viewer for GET and Member for a change.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'person' } | { kind: 'workspace'; role: WorkspaceRole };

type Rule = readonly [methods: string, pattern: RegExp, access: RouteAccess];

const person: RouteAccess = { kind: 'person' };
const workspace = (role: WorkspaceRole): RouteAccess => ({ kind: 'workspace', role });

/** First match wins; `methods` is '*' or a space-separated list. Paths are the routes' templates under /api. */
const RULES: readonly Rule[] = [
  ['*', /^\/api\/health$/, { kind: 'public' }],
  // A person's own things, whatever workspace they are in.
  ['*', /^\/api\/onboarding(\/|$)/, person],
  ['*', /^\/api\/(feedback|roadmap|training)(\/|$)/, person],
  ['GET POST', /^\/api\/workspaces$/, person],
  ['POST', /^\/api\/workspaces\/:id\/switch$/, person],
  ['POST', /^\/api\/invitations\/accept$/, person],
  ['GET', /^\/api\/invitations\/:token$/, person],
  // The workspace's people: anyone leaves; Admins manage members and invitations (the decider keeps owners to owners).
  ['POST', /^\/api\/workspace\/leave$/, workspace('viewer')],
  ['GET', /^\/api\/workspace(\/|$)/, workspace('viewer')],
  ['*', /^\/api\/workspace\/(members|invitations)(\/|$)/, workspace('admin')],
  ['PATCH', /^\/api\/workspace$/, workspace('admin')],
  // Billing: reading the plan is everyone's, paying and changing it the Owner's.
  ['GET', /^\/api\/billing\/history$/, workspace('viewer')],
  ['*', /^\/api\/billing(\/|$)/, workspace('owner')],
  // Connected accounts: Members send from them; connecting, disconnecting, proxies and limits are Admins'.
  ['GET', /^\/api\/accounts(\/|$)/, workspace('viewer')],
  ['*', /^\/api\/accounts(\/|$)/, workspace('admin')],
  // API keys: the workspace's Admins make, list and revoke them.
  ['*', /^\/api\/developers(\/|$)/, workspace('admin')],
  // Searching the dataset changes nothing.
  ['POST', /^\/api\/dataset\/search$/, workspace('viewer')],
  ['GET', /^\/api\//, workspace('viewer')],
  ['*', /^\/api\//, workspace('member')],
];

/** The access a route needs: `method` as sent, `path` the route's template (`/api/campaigns/:id`). */
export function routeAccess(method: string, path: string): RouteAccess {
  const verb = method.toUpperCase();
  for (const [methods, pattern, access] of RULES) {
    if ((methods === '*' || methods.split(' ').includes(verb)) && pattern.test(path)) return access;
  }
  return { kind: 'public' };
}
