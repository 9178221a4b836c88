import { Command } from '@nestjs/cqrs';
import type { HandledCommand } from '../../../platform/commands/decider';
import type { EventMetadata } from '../../../platform/event-store/event-store.port';
import type { SkipListCommand } from '../skip-list/decide';
import type { SkipListEvent } from '../skip-list/events';

/** Any change to a user's Do Not Contact list: add usernames, remove one, clear all. */
export class ChangeSkipList extends Command<HandledCommand<SkipListEvent>> {
  constructor(
    readonly command: SkipListCommand,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
