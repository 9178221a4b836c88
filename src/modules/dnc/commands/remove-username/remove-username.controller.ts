import { Controller, Delete, Param, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commandMetadata } from '../../../../platform/http/command-metadata';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../../platform/http/current-user';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes';
import { dncMessages } from '../../shared/dnc-messages';
import { SKIP_LIST_PROJECTION } from '../../../../../projections/dnc/skip-list.projection';
import { ChangeSkipList } from '../change-skip-list.command';

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class RemoveUsernameController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Delete(':username')
  async remove(
    @CurrentUser() user: SignedInUser,
    @Param('username') username: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { events, appended } = await this.commandBus.execute(
      new ChangeSkipList({ type: 'RemoveUsername', userId: user.id, username }, commandMetadata(user, request)),
    );
    const removed = events[0]?.type === 'UsernameUnskipped' ? events[0].data.username : username;
    await this.readYourWrites.beforeAnswering(reply, appended?.position, [SKIP_LIST_PROJECTION]);
    return { id: removed, username: removed, message: dncMessages.removed(removed) };
  }
}
