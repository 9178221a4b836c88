import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { ZodPipe } from '../../../../platform/http/zod-body';
import { type AddUsernamesAnswer, dncMessages } from '../../contract';
import { duplicatesSkipped } from '../../skip-list/decide';
import { ChangeSkipList } from '../change-skip-list.command';
import { type AddUsernamesDto, addUsernamesSchema } from './add-usernames.dto';

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class AddUsernamesController {
  constructor(private readonly commands: Commands) {}

  /** Adds every new username in the pasted text; duplicates are skipped and counted. */
  @Post()
  @HttpCode(201)
  async add(@CommandCaller() caller: Caller, @Body(new ZodPipe(addUsernamesSchema)) body: AddUsernamesDto): Promise<AddUsernamesAnswer> {
    const command = new ChangeSkipList({ type: 'AddUsernames', userId: caller.user.workspaceId, input: body.input });
    const { events } = await this.commands.execute(command, caller);
    const addedCount = events.reduce((sum, event) => sum + (event.type === 'UsernamesSkipped' ? event.data.usernames.length : 0), 0);
    const duplicateCount = duplicatesSkipped(body.input, addedCount);
    return { addedCount, duplicateCount, message: dncMessages.added(addedCount, duplicateCount) };
  }
}
