/**
 * The glue between the accounts flows and the decider: a user's accounts state read from the stream, and
 * ChangeAccounts sent for a caller (through the command endpoint) or for a job (on the command bus).
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AggregateStreams } from '../../../platform/commands/aggregate-streams';
import { type Caller, Commands } from '../../../platform/commands/command-endpoint';
import { AGGREGATE_STREAMS } from '../../../platform/commands/decider-command-handler';
import { type AccountsCommand, accountsDecider } from '../account/decide';
import { type AccountEvent, accountsStreamId } from '../account/events';
import { ChangeAccounts } from './change-accounts.command';

@Injectable()
export class AccountCommands {
  constructor(
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    private readonly commands: Commands,
    private readonly commandBus: CommandBus,
  ) {}

  async state(userId: string) {
    return (await this.streams.read(accountsStreamId(userId), accountsDecider)).state;
  }

  async execute(caller: Caller, command: AccountsCommand): Promise<AccountEvent[]> {
    return (await this.commands.execute(new ChangeAccounts(command), caller)).events;
  }

  async executeInternally(command: AccountsCommand, userId: string): Promise<void> {
    const domainCommand = new ChangeAccounts(command);
    domainCommand.metadata = { userId, correlationId: randomUUID(), commandId: randomUUID() };
    await this.commandBus.execute(domainCommand);
  }
}
