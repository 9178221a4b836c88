import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { commandMetadata } from '../../../../platform/http/command-metadata';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { ReadYourWrites } from '../../../../platform/projections/read-your-writes';
import { duplicatesSkipped } from '../../skip-list/decide';
import { dncMessages } from '../../shared/dnc-messages';
import { SKIP_LIST_PROJECTION } from '../../../../../projections/dnc/skip-list.projection';
import { ChangeSkipList } from '../change-skip-list.command';
import { type AddUsernamesDto, addUsernamesSchema } from './add-usernames.dto';

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class AddUsernamesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Adds every new username in the pasted text; duplicates are skipped and counted. */
  @Post()
  @HttpCode(201)
  async add(
    @CurrentUser() user: SignedInUser,
    @Body(new ZodPipe(addUsernamesSchema)) body: AddUsernamesDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { events, appended } = await this.commandBus.execute(
      new ChangeSkipList({ type: 'AddUsernames', userId: user.id, input: body.input }, commandMetadata(user, request)),
    );
    const addedCount = events.reduce((sum, event) => sum + (event.type === 'UsernamesSkipped' ? event.data.usernames.length : 0), 0);
    const duplicateCount = duplicatesSkipped(body.input, addedCount);
    await this.readYourWrites.beforeAnswering(reply, appended?.position, [SKIP_LIST_PROJECTION]);
    return { addedCount, duplicateCount, message: dncMessages.added(addedCount, duplicateCount) };
  }
}
