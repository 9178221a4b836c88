import { Command } from '@nestjs/cqrs';
import type { Event, EventMetadata } from '../event-store/event-store.port';
import type { HandledCommand } from './aggregate-streams';

/**
 * A command for the command bus that a decider handles: `command` is what the decider reads; `metadata`
 * (who, which request, which command) is set by the endpoint that dispatches it.
 */
export abstract class DomainCommand<DeciderCommand, E extends Event> extends Command<HandledCommand<E>> {
  metadata: EventMetadata = {};

  constructor(readonly command: DeciderCommand) {
    super();
  }
}
