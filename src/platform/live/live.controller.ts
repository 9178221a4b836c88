import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, SESSION_RESOLVER, type SessionResolver, SignedInGuard, type SignedInUser } from '../http/current-user';
import { LiveStreams } from './live-streams';

/** GET /api/live: the signed-in user's live updates, as server-sent events. */
@ApiTags('live')
@Controller('live')
@UseGuards(SignedInGuard)
export class LiveController {
  constructor(
    private readonly streams: LiveStreams,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
  ) {}

  @Get()
  open(@CurrentUser() user: SignedInUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const stillSignedIn = async () => (await this.sessions.resolve(request))?.id === user.id;
    this.streams.stream(user.id, reply, stillSignedIn);
  }
}
