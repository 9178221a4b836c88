import { type WorkspaceEvent, workspaceEventTypes } from '../../src/modules/workspaces/workspace/events';
import { defineProjection } from '../../src/platform/projections/projection';
import { olderThan } from '../../src/platform/projections/stream-version-guard';

export const WORKSPACES_PROJECTION = 'workspaces';

/**
 * The workspaces read model: workspaces (the stream version applied), workspace_members and
 * workspace_invitations. Each event is applied only when its version is above the workspace row's, and the row's
 * version moves with it in the same transaction, so a replayed batch changes nothing.
 */
export const workspacesProjection = defineProjection<WorkspaceEvent>({
  name: WORKSPACES_PROJECTION,
  handles: workspaceEventTypes,
  tables: ['workspaces', 'workspace_members', 'workspace_invitations'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded as WorkspaceEvent;
      const at = recorded.createdAt;
      const workspaceId = event.data.workspaceId;
      if (event.type === 'WorkspaceCreated') {
        const inserted = await trx
          .insertInto('workspaces')
          .values({ id: workspaceId, name: event.data.name, personal: event.data.personal, created_at: at, stream_version: recorded.version })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await trx
          .insertInto('workspace_members')
          .values({ workspace_id: workspaceId, user_id: event.data.ownerId, email: event.data.ownerEmail.toLowerCase(), role: 'owner', joined_at: at })
          .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
          .execute();
        continue;
      }
      // Every other event moves the workspace's version first: nothing is applied twice.
      const moved = await trx
        .updateTable('workspaces')
        .set({ stream_version: recorded.version })
        .where('id', '=', workspaceId)
        .where(olderThan(recorded.version))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) continue;
      switch (event.type) {
        case 'WorkspaceRenamed':
          await trx.updateTable('workspaces').set({ name: event.data.name }).where('id', '=', workspaceId).execute();
          break;
        case 'MemberInvited':
          await trx
            .insertInto('workspace_invitations')
            .values({
              id: event.data.invitationId,
              workspace_id: workspaceId,
              email: event.data.email,
              role: event.data.role,
              token_hash: event.data.tokenHash,
              expires_at: event.data.expiresAt,
              status: 'pending',
              invited_by: event.data.invitedBy,
              created_at: at,
            })
            .execute();
          break;
        case 'InvitationRevoked':
          await trx.updateTable('workspace_invitations').set({ status: 'revoked' }).where('id', '=', event.data.invitationId).execute();
          break;
        case 'InvitationAccepted':
          await trx.updateTable('workspace_invitations').set({ status: 'accepted' }).where('id', '=', event.data.invitationId).execute();
          await trx
            .insertInto('workspace_members')
            .values({ workspace_id: workspaceId, user_id: event.data.userId, email: event.data.email, role: event.data.role, joined_at: at })
            .execute();
          break;
        case 'MemberRoleChanged':
          await trx.updateTable('workspace_members').set({ role: event.data.to }).where('workspace_id', '=', workspaceId).where('user_id', '=', event.data.userId).execute();
          break;
        case 'MemberRemoved':
          await trx.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', event.data.userId).execute();
          break;
      }
    }
  },
});
