import { type ApiRoute, mayCall } from './can';
import { useCurrentWorkspace } from './workspace-api';

/**
 * Whether the person's role in the current workspace allows `route`; undefined until the role is known, which
 * reads as not allowed (`can && <Button>`), or lets a page keep the room of what may appear.
 */
export function useCan(route: ApiRoute): boolean | undefined {
  const role = useCurrentWorkspace()?.role;
  return role === undefined ? undefined : mayCall(role, route);
}
