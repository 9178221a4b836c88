import type { WorkspaceEvent } from '../../src/modules/workspaces/workspace/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { WORKSPACES_PROJECTION } from './workspaces.projection';

/**
 * A workspace's people changed: its screens of members refresh, and each of its open streams checks at once that
 * its person is still a member (a removed member's stream closes): the live streams' ACCESS_RESOURCE.
 */
export const workspacesLiveChanges = {
  projection: WORKSPACES_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<WorkspaceEvent>[]).map((recorded) => ({ userId: (recorded as WorkspaceEvent).data.workspaceId, resource: 'workspace' })),
};
