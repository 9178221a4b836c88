import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { dncMessages, type RemoveUsernameAnswer } from '../../contract';
import { ChangeSkipList } from '../change-skip-list.command';

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class RemoveUsernameController {
  constructor(private readonly commands: Commands) {}

  /** Takes one username off the list. */
  @Delete(':username')
  async remove(@CommandCaller() caller: Caller, @Param('username') username: string): Promise<RemoveUsernameAnswer> {
    const { events } = await this.commands.execute(new ChangeSkipList({ type: 'RemoveUsername', userId: caller.user.workspaceId, username }), caller);
    const removed = events[0]?.type === 'UsernameUnskipped' ? events[0].data.username : username;
    return { id: removed, username: removed, message: dncMessages.removed(removed) };
  }
}
