import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../../platform/commands/decider';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { skipListDecider } from '../skip-list/decide';
import { skipListStreamId } from '../skip-list/events';
import { ChangeSkipList } from './change-skip-list.command';

@CommandHandler(ChangeSkipList)
export class ChangeSkipListHandler implements ICommandHandler<ChangeSkipList> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata }: ChangeSkipList) {
    return handleCommand(this.store, skipListStreamId(command.userId), skipListDecider, command, metadata);
  }
}
