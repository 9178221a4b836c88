import { Controller, Get, Inject, Optional, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SESSION_RESOLVER, type SessionResolver, SignedInGuard, type SignedInUser, WORKSPACE_RESOLVER, type WorkspaceResolver } from '../http/current-user';
import { LiveStreams } from './live-streams';

/** GET /api/live: the live updates of the signed-in person's current workspace, as server-sent events. */
@ApiTags('live')
@Controller('live')
@UseGuards(SignedInGuard)
export class LiveController {
  constructor(
    private readonly streams: LiveStreams,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Optional() @Inject(WORKSPACE_RESOLVER) private readonly workspaces?: WorkspaceResolver,
  ) {}

  @Get()
  open(@CurrentUser() user: SignedInUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    // Still signed in as the same person, and still a member of the workspace: a removed member's stream closes.
    const stillAllowed = async () => {
      const person = await this.sessions.resolve(request);
      if (person?.id !== user.actorId) return false;
      if (!this.workspaces) return true;
      return this.workspaces.resolve(request, person).then(
        (current) => current.workspaceId === user.workspaceId,
        () => false,
      );
    };
    this.streams.stream(user.workspaceId, reply, stillAllowed);
  }
}
