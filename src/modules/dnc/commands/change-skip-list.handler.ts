import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { type SkipListCommand, skipListDecider } from '../skip-list/decide';
import { type SkipListEvent, skipListStreamId } from '../skip-list/events';
import type { SkipListState } from '../skip-list/state';
import { ChangeSkipList } from './change-skip-list.command';

/** One stream per user's list. */
@CommandHandler(ChangeSkipList)
export class ChangeSkipListHandler extends DeciderCommandHandler<SkipListCommand, SkipListState, SkipListEvent> {
  readonly decider = skipListDecider;
  streamId = (command: SkipListCommand) => skipListStreamId(command.userId);
}
