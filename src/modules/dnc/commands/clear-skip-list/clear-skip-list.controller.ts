import { Controller, Delete, Req, Res, UseGuards } from '@nestjs/common';
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
export class ClearSkipListController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Empties the whole list. */
  @Delete()
  async clear(
    @CurrentUser() user: SignedInUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { events, appended } = await this.commandBus.execute(
      new ChangeSkipList({ type: 'ClearSkipList', userId: user.id }, commandMetadata(user, request)),
    );
    const removedCount = events[0]?.type === 'SkipListCleared' ? events[0].data.removedCount : 0;
    await this.readYourWrites.beforeAnswering(reply, appended?.position, [SKIP_LIST_PROJECTION]);
    return { removedCount, message: dncMessages.cleared };
  }
}
