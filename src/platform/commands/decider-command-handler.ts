import { Inject } from '@nestjs/common';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Event } from '../event-store/event-store.port';
import { type AggregateStreams, type HandledCommand } from './aggregate-streams';
import type { Decider } from './decider';
import type { DomainCommand } from './domain-command';

export const AGGREGATE_STREAMS = Symbol('AggregateStreams');

/**
 * A command handler made of a decider and the stream a command goes to:
 *
 *   @CommandHandler(ChangeSkipList)
 *   export class ChangeSkipListHandler extends DeciderCommandHandler<SkipListCommand, SkipListState, SkipListEvent> {
 *     readonly decider = skipListDecider;
 *     streamId = (command: SkipListCommand) => skipListStreamId(command.userId);
 *   }
 */
export abstract class DeciderCommandHandler<Command, State, E extends Event> implements ICommandHandler<DomainCommand<Command, E>> {
  @Inject(AGGREGATE_STREAMS) private readonly streams!: AggregateStreams;

  abstract readonly decider: Decider<Command, State, E>;
  abstract streamId(command: Command): string;
  /** Event ids derived from an idempotency key, for commands that must not run twice. */
  eventIds?(command: Command, events: E[]): string[];

  execute({ command, metadata }: DomainCommand<Command, E>): Promise<HandledCommand<E>> {
    const eventIds = this.eventIds ? (events: E[]) => this.eventIds!(command, events) : undefined;
    return this.streams.handle(this.streamId(command), this.decider, command, metadata, eventIds);
  }
}
