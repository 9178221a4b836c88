import { Controller, Delete, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../../platform/http/current-user';
import { type ClearListAnswer, dncMessages } from '../../contract';
import { ChangeSkipList } from '../change-skip-list.command';

@ApiTags('Do Not Contact')
@Controller('do-not-contact')
@UseGuards(SignedInGuard)
export class ClearSkipListController {
  constructor(private readonly commands: Commands) {}

  /** Empties the whole list. */
  @Delete()
  async clear(@CommandCaller() caller: Caller): Promise<ClearListAnswer> {
    const { events } = await this.commands.execute(new ChangeSkipList({ type: 'ClearSkipList', userId: caller.user.workspaceId }), caller);
    const removedCount = events[0]?.type === 'SkipListCleared' ? events[0].data.removedCount : 0;
    return { removedCount, message: dncMessages.cleared };
  }
}
