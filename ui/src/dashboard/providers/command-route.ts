import type { Identifier } from 'react-admin';

/** A route that predates the generic one: its method, and its path from the target ('accounts/<id>') when not `/<target>/<verb>`. */
interface Route {
  method: string;
  path?: (target: string) => string;
}

/**
 * Commands whose route predates the generic POST /api/<resource>/<verb>: they keep their routes, or only their
 * method under the generic path. 'clear' empties the Do Not Contact list with DELETE /api/do-not-contact;
 * creating a Database Lead Source is POST /api/dataset/lead-sources; an account's sending limits and proxy are
 * saved with PUT /api/accounts/<id>/sending-limits and /proxy, the proxy removed with DELETE and tested with
 * POST /api/accounts/<id>/proxy/test.
 */
const commandRoutes: Record<string, Record<string, Route>> = {
  'do-not-contact': { clear: { method: 'DELETE', path: () => '/do-not-contact' } },
  dataset: { create: { method: 'POST', path: () => '/dataset/lead-sources' } },
  accounts: {
    'sending-limits': { method: 'PUT' },
    proxy: { method: 'PUT' },
    'remove-proxy': { method: 'DELETE', path: (target) => `/${target}/proxy` },
    'test-proxy': { method: 'POST', path: (target) => `/${target}/proxy/test` },
  },
};

/**
 * Where a command goes. Creating is the resource's POST /api/<resource>, updating a record its PUT
 * /api/<resource>/<id>, deleting one its DELETE, as react-admin sends them; saving is creating without an id and
 * updating with one; any other verb is POST /api/<resource>[/<id>]/<verb>, unless its route predates that.
 */
export function commandRoute(resource: string, verb: string, id?: Identifier): { method: string; path: string } {
  const route = commandRoutes[resource]?.[verb];
  const target = id === undefined ? resource : `${resource}/${encodeURIComponent(id)}`;
  if (route) return { method: route.method, path: route.path ? route.path(target) : `/${target}/${verb}` };
  const restMethod = restMethodOf(verb, id !== undefined);
  return restMethod ? { method: restMethod, path: `/${target}` } : { method: 'POST', path: `/${target}/${verb}` };
}

function restMethodOf(verb: string, hasId: boolean): string | undefined {
  if (verb === 'save') return hasId ? 'PUT' : 'POST';
  if (verb === 'create' && !hasId) return 'POST';
  if (verb === 'update' && hasId) return 'PUT';
  if (verb === 'delete' && hasId) return 'DELETE';
  return undefined;
}
