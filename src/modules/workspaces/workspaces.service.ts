import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Caller } from '../../platform/commands/command-endpoint';
import { Commands } from '../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/database/database';
import { DATABASE } from '../../platform/database/database.module';
import { DomainError } from '../../platform/http/domain-error';
import { WORKSPACE_SEATS } from '../billing/contract';
import { MAILER, type Mailer } from '../identity';
import { currentWorkspace, nameOfWorkspace, roleOf, workspaceName, workspacesOf } from './access/workspace-access';
import { setCurrentWorkspace } from './access/current-workspace-cookie';
import { ChangeWorkspace } from './commands/change-workspace';
import { workspaceMessages } from './contract/messages';
import { isWorkspaceRole, type WorkspaceRole } from './contract/roles';
import { INVITATION_DAYS, type InvitationPreview, type WorkspaceDetail, type WorkspaceRow } from './contract/schemas';
import { invitationMail } from './invitation-mail';
import type { Actor, PersonalFacts, Seats, WorkspaceCommand } from './workspace/decide';
import { PERSONAL_WORKSPACE_NAME } from './workspace/events';

const PLAN_LABELS: Readonly<Record<string, string>> = { free: 'Free', basic: 'Basic', pro: 'Pro' };
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Workspaces as their people use them: list and switch (the current workspace is a cookie of the session), create,
 * invite by email (the link's token is mailed and only its hash kept), accept, revoke, change roles, remove, leave.
 * The rules are the workspace decider's; this reads the facts it needs (the plan's seats, a personal workspace's
 * owner) and writes the cookie.
 */
@Injectable()
export class WorkspacesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly commands: Commands,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(caller: Caller): Promise<WorkspaceRow[]> {
    const [all, current] = await Promise.all([workspacesOf(this.db, caller.user.actorId), currentWorkspace(this.db, caller.request, caller.user.actorId)]);
    return all.map((workspace) => ({ ...workspace, current: workspace.id === current.workspaceId }));
  }

  async create(caller: Caller, name: string): Promise<WorkspaceRow> {
    const workspaceId = randomUUID();
    await this.execute(caller, { type: 'CreateWorkspace', workspaceId, name, actorId: caller.user.actorId, actorEmail: caller.user.email });
    this.switchTo(caller.reply, workspaceId);
    return { id: workspaceId, name, personal: false, role: 'owner', current: true };
  }

  async switch(caller: Caller, workspaceId: string): Promise<WorkspaceRow> {
    const role = await roleOf(this.db, caller.user.actorId, workspaceId);
    if (!role) throw new DomainError(workspaceMessages.notFound, 'workspace_not_found', 'not_found');
    this.switchTo(caller.reply, workspaceId);
    const found = (await workspacesOf(this.db, caller.user.actorId)).find((workspace) => workspace.id === workspaceId);
    return { id: workspaceId, name: found?.name ?? PERSONAL_WORKSPACE_NAME, personal: found?.personal ?? true, role, current: true };
  }

  async detail(caller: Caller): Promise<WorkspaceDetail> {
    const workspaceId = caller.user.workspaceId;
    const [found, members, invitations, seats] = await Promise.all([
      this.db.selectFrom('workspaces').select(['name', 'personal']).where('id', '=', workspaceId).executeTakeFirst(),
      this.db.selectFrom('workspace_members').select(['user_id', 'email', 'role', 'joined_at']).where('workspace_id', '=', workspaceId).orderBy('joined_at').execute(),
      this.db
        .selectFrom('workspace_invitations')
        .select(['id', 'email', 'role', 'expires_at', 'invited_by'])
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'pending')
        .where('expires_at', '>', new Date())
        .orderBy('created_at')
        .execute(),
      this.seats(workspaceId),
    ]);
    // A personal workspace whose people never changed: its owner alone.
    const people = members.length > 0 ? members : [{ user_id: caller.user.actorId, email: caller.user.email, role: 'owner', joined_at: null }];
    const ownerEmail = people.find((member) => member.user_id === workspaceId)?.email ?? null;
    return {
      id: workspaceId,
      name: workspaceName({ id: workspaceId, name: found?.name ?? PERSONAL_WORKSPACE_NAME, personal: found?.personal ?? true, owner_email: ownerEmail }, caller.user.actorId),
      personal: found?.personal ?? true,
      role: caller.user.role as WorkspaceRole,
      seats: { ...seats, used: people.length + invitations.length },
      members: people.flatMap((member) =>
        isWorkspaceRole(member.role)
          ? [{ user_id: member.user_id, email: member.email, role: member.role, joined_at: member.joined_at ? new Date(member.joined_at).toISOString() : null, you: member.user_id === caller.user.actorId }]
          : [],
      ),
      invitations: invitations.flatMap((invitation) =>
        isWorkspaceRole(invitation.role)
          ? [{ id: invitation.id, email: invitation.email, role: invitation.role, expires_at: new Date(invitation.expires_at).toISOString(), invited_by: invitation.invited_by }]
          : [],
      ),
    };
  }

  async invite(caller: Caller, email: string, role: WorkspaceRole): Promise<string> {
    const workspaceId = caller.user.workspaceId;
    const token = randomBytes(32).toString('base64url');
    const nowMs = Date.now();
    await this.execute(caller, {
      type: 'InviteMember',
      workspaceId,
      actor: this.actor(caller),
      email,
      role,
      invitationId: randomUUID(),
      tokenHash: hashOf(token),
      nowMs,
      expiresAt: new Date(nowMs + INVITATION_DAYS * 86_400_000).toISOString(),
      seats: await this.seats(workspaceId),
      ...this.personal(caller),
    });
    const name = await nameOfWorkspace(this.db, workspaceId, '');
    await this.mailer.send(invitationMail(email.toLowerCase(), { workspace: name, inviter: caller.user.email, role, url: `${this.config.publicUrl}/dashboard/invitations/${token}` }));
    return workspaceMessages.invited(email.toLowerCase());
  }

  async revoke(caller: Caller, invitationId: string): Promise<void> {
    await this.execute(caller, { type: 'RevokeInvitation', workspaceId: caller.user.workspaceId, invitationId, ...this.personal(caller) });
  }

  async preview(token: string): Promise<InvitationPreview> {
    const found = await this.invitationOf(token);
    const name = await nameOfWorkspace(this.db, found.workspace_id, '');
    const expired = found.status === 'pending' && new Date(found.expires_at).getTime() <= Date.now();
    return { workspace_name: name, email: found.email, role: found.role as WorkspaceRole, status: expired ? 'expired' : (found.status as InvitationPreview['status']) };
  }

  async accept(caller: Caller, token: string): Promise<WorkspaceRow> {
    const found = await this.invitationOf(token);
    await this.execute(caller, {
      type: 'AcceptInvitation',
      workspaceId: found.workspace_id,
      tokenHash: hashOf(token),
      userId: caller.user.actorId,
      email: caller.user.email,
      nowMs: Date.now(),
      seats: await this.seats(found.workspace_id),
    });
    return this.switch(caller, found.workspace_id);
  }

  async changeRole(caller: Caller, userId: string, role: WorkspaceRole): Promise<void> {
    await this.execute(caller, { type: 'ChangeRole', workspaceId: caller.user.workspaceId, actor: this.actor(caller), userId, role, ...this.personal(caller) });
  }

  async remove(caller: Caller, userId: string): Promise<void> {
    await this.execute(caller, { type: 'RemoveMember', workspaceId: caller.user.workspaceId, actor: this.actor(caller), userId, ...this.personal(caller) });
  }

  /** The person leaves the current workspace and works in their personal one again. */
  async leave(caller: Caller): Promise<void> {
    await this.remove(caller, caller.user.actorId);
    this.switchTo(caller.reply, caller.user.actorId);
  }

  private actor(caller: Caller): Actor {
    return { userId: caller.user.actorId, role: caller.user.role as WorkspaceRole };
  }

  /** The facts of the caller's own personal workspace, whose stream starts with its first change. */
  private personal(caller: Caller): { personal?: PersonalFacts } {
    return caller.user.workspaceId === caller.user.actorId ? { personal: { ownerId: caller.user.actorId, ownerEmail: caller.user.email } } : {};
  }

  /** The members the workspace's plan allows (billing's public plan record; no record: Free). */
  private async seats(workspaceId: string): Promise<Seats> {
    const { rows } = await sql<{ plan: string }>`select plan from plan_allowances where user_id = ${workspaceId}`.execute(this.db);
    const plan = rows[0]?.plan ?? 'free';
    return { plan: PLAN_LABELS[plan] ?? plan, allowed: WORKSPACE_SEATS[plan as keyof typeof WORKSPACE_SEATS] ?? WORKSPACE_SEATS.free };
  }

  private async invitationOf(token: string) {
    const found = await this.db.selectFrom('workspace_invitations').selectAll().where('token_hash', '=', hashOf(token)).executeTakeFirst();
    if (!found) throw new DomainError(workspaceMessages.invitationNotFound, 'invitation_not_found', 'not_found');
    return found;
  }

  private switchTo(reply: FastifyReply, workspaceId: string): void {
    setCurrentWorkspace(reply, workspaceId, this.config.publicUrl.startsWith('https:'));
  }

  private async execute(caller: Caller, command: WorkspaceCommand): Promise<void> {
    await this.commands.execute(new ChangeWorkspace(command), caller);
  }
}
