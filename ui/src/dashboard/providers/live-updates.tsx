import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { z } from 'zod';

/** The server-sent-events stream of the signed-in user's changes. */
export const LIVE_URL = '/api/live';

/** Back-off when the stream is refused or closed for good (e.g. signed out); transient drops the browser retries itself. */
const RETRY_MS = { initial: 1_000, max: 30_000 };

/** Changes arriving together (one batch of the read side) refetch each resource once. */
const COALESCE_MS = 100;

/** One change on the stream; one of another shape is skipped, as the stream's resync covers what it meant. */
/** Queries a change of a resource also touches: the workspace's people changing may change the person's own role. */
const ALSO_REFRESHED: Record<string, string[]> = { workspace: ['workspaces'] };

const liveChange = z.object({ resource: z.string(), ids: z.array(z.string()).optional() });
type LiveChange = z.infer<typeof liveChange>;

function parseChange(data: string): LiveChange | undefined {
  try {
    const change = liveChange.safeParse(JSON.parse(data));
    return change.success ? change.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows GET /api/live and refetches what changed elsewhere (another tab, another device, the workers):
 * react-admin keys its queries by resource first ([resource, 'getList', ...]), so a change of a resource
 * invalidates every query of it. After a reconnect, or when the server says changes may have been missed
 * (`resync`), everything is refetched.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_MS.initial;
    let connectedBefore = false;
    const pending = new Set<string>();

    const flush = () => {
      flushTimer = undefined;
      for (const resource of pending) {
        for (const key of [resource, ...(ALSO_REFRESHED[resource] ?? [])]) void queryClient.invalidateQueries({ queryKey: [key] });
      }
      pending.clear();
    };
    const refetchAll = () => void queryClient.invalidateQueries();

    const connect = () => {
      const current = new EventSource(LIVE_URL, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        retryDelay = RETRY_MS.initial;
        if (connectedBefore) refetchAll();
        connectedBefore = true;
      });
      current.addEventListener('change', (event) => {
        const change = parseChange((event as MessageEvent<string>).data);
        if (!change) return;
        pending.add(change.resource);
        flushTimer ??= setTimeout(flush, COALESCE_MS);
      });
      current.addEventListener('resync', refetchAll);
      current.addEventListener('error', () => {
        // While CONNECTING the browser reconnects by itself; CLOSED means it gave up (an error status).
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, RETRY_MS.max);
      });
    };

    connect();
    return () => {
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      source?.close();
    };
  }, [queryClient]);
}

type Layout<Props> = (props: Props) => ReactNode;

const withLive = new WeakMap<Layout<never>, Layout<never>>();

/**
 * The dashboard layout with live updates running while it is mounted (inside react-admin's query client,
 * after sign-in): `layout={withLiveUpdates(AppLayout)}`. The same layout always gets the same wrapper.
 */
export function withLiveUpdates<Props extends object>(Inner: Layout<Props>): Layout<Props> {
  let wrapped = withLive.get(Inner as Layout<never>) as Layout<Props> | undefined;
  if (!wrapped) {
    const LiveLayout = (props: Props) => {
      useLiveUpdates();
      return <Inner {...props} />;
    };
    wrapped = LiveLayout;
    withLive.set(Inner as Layout<never>, wrapped as Layout<never>);
  }
  return wrapped;
}
