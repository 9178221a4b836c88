import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller } from '../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../platform/http/current-user';
import { ZodPipe } from '../../platform/http/zod-body';
import { workspaceMessages } from './contract/messages';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  type CreateWorkspaceBody,
  createWorkspaceSchema,
  type InvitationPreview,
  type InviteBody,
  inviteSchema,
  type WorkspaceAnswer,
  type WorkspaceDetail,
  type WorkspaceRow,
} from './contract/schemas';
import type { WorkspaceRole } from './contract/roles';
import { WorkspacesService } from './workspaces.service';

/** A person's workspaces: list, create, switch (their own routes, in whatever workspace they are). */
@ApiTags('workspaces')
@Controller('workspaces')
@UseGuards(SignedInGuard)
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  list(@CommandCaller() caller: Caller): Promise<WorkspaceRow[]> {
    return this.workspaces.list(caller);
  }

  /** A new workspace owned by the person, who works in it from now on. */
  @Post()
  @HttpCode(201)
  async create(@CommandCaller() caller: Caller, @Body(new ZodPipe(createWorkspaceSchema)) body: CreateWorkspaceBody): Promise<WorkspaceAnswer> {
    return { message: workspaceMessages.created, workspace: await this.workspaces.create(caller, body.name) };
  }

  @Post(':id/switch')
  @HttpCode(200)
  async switch(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<WorkspaceAnswer> {
    const workspace = await this.workspaces.switch(caller, id);
    return { message: workspace.name, workspace };
  }
}

/** The current workspace's people: members, roles and invitations (Admins change them; everyone reads them). */
@ApiTags('workspaces')
@Controller('workspace')
@UseGuards(SignedInGuard)
export class CurrentWorkspaceController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  detail(@CommandCaller() caller: Caller): Promise<WorkspaceDetail> {
    return this.workspaces.detail(caller);
  }

  @Post('invitations')
  @HttpCode(201)
  async invite(@CommandCaller() caller: Caller, @Body(new ZodPipe(inviteSchema)) body: InviteBody): Promise<WorkspaceAnswer> {
    return { message: await this.workspaces.invite(caller, body.email, body.role) };
  }

  @Delete('invitations/:id')
  async revoke(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<WorkspaceAnswer> {
    await this.workspaces.revoke(caller, id);
    return { message: workspaceMessages.invitationRevokedDone };
  }

  @Patch('members/:userId')
  async changeRole(@CommandCaller() caller: Caller, @Param('userId') userId: string, @Body(new ZodPipe(changeRoleSchema)) body: { role: WorkspaceRole }): Promise<WorkspaceAnswer> {
    await this.workspaces.changeRole(caller, userId, body.role);
    return { message: workspaceMessages.roleChanged };
  }

  @Delete('members/:userId')
  async remove(@CommandCaller() caller: Caller, @Param('userId') userId: string): Promise<WorkspaceAnswer> {
    await this.workspaces.remove(caller, userId);
    return { message: workspaceMessages.removed };
  }

  @Post('leave')
  @HttpCode(200)
  async leave(@CommandCaller() caller: Caller): Promise<WorkspaceAnswer> {
    await this.workspaces.leave(caller);
    return { message: workspaceMessages.left };
  }
}

/** Invitation links: what one offers, and joining with it (the person signed in with the invited email). */
@ApiTags('workspaces')
@Controller('invitations')
@UseGuards(SignedInGuard)
export class InvitationsController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get(':token')
  preview(@Param('token') token: string): Promise<InvitationPreview> {
    return this.workspaces.preview(token);
  }

  @Post('accept')
  @HttpCode(200)
  async accept(@CommandCaller() caller: Caller, @Body(new ZodPipe(acceptInvitationSchema)) body: { token: string }): Promise<WorkspaceAnswer> {
    const workspace = await this.workspaces.accept(caller, body.token);
    return { message: workspaceMessages.joined(workspace.name), workspace };
  }
}
