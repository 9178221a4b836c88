import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { DomainCommand } from '../../../platform/commands/domain-command';
import { type WorkspaceCommand, workspaceDecider } from '../workspace/decide';
import { type WorkspaceEvent, workspaceStreamId } from '../workspace/events';
import type { WorkspaceState } from '../workspace/state';

/** Any change to a workspace: its creation, invitations, members and roles. */
export class ChangeWorkspace extends DomainCommand<WorkspaceCommand, WorkspaceEvent> {}

/** One stream per workspace. */
@CommandHandler(ChangeWorkspace)
export class ChangeWorkspaceHandler extends DeciderCommandHandler<WorkspaceCommand, WorkspaceState, WorkspaceEvent> {
  readonly decider = workspaceDecider;
  streamId = (command: WorkspaceCommand) => workspaceStreamId(command.workspaceId);
}
