import { Global, Module } from '@nestjs/common';
import { WORKSPACE_RESOLVER } from '../../platform/http/current-user';
import { WorkspaceRequestResolver } from './access/workspace-request-resolver';
import { ChangeWorkspaceHandler } from './commands/change-workspace';
import { CurrentWorkspaceController, InvitationsController, WorkspacesController } from './workspaces.controller';
import { WorkspacesService } from './workspaces.service';

/**
 * Workspaces: every resource belongs to one (a user's personal workspace has the user's id), people belong to
 * several with a role each. Global: it provides the platform's WORKSPACE_RESOLVER, which SignedInGuard asks on
 * every request for the workspace it acts in and whether the route's access allows the person's role.
 */
@Global()
@Module({
  controllers: [WorkspacesController, CurrentWorkspaceController, InvitationsController],
  providers: [ChangeWorkspaceHandler, WorkspacesService, { provide: WORKSPACE_RESOLVER, useClass: WorkspaceRequestResolver }],
  exports: [WORKSPACE_RESOLVER],
})
export class WorkspacesModule {}
