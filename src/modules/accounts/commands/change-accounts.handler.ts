import { CommandHandler } from '@nestjs/cqrs';
import { DeciderCommandHandler } from '../../../platform/commands/decider-command-handler';
import { type AccountsCommand, accountsDecider } from '../account/decide';
import { type AccountEvent, accountsStreamId } from '../account/events';
import type { AccountsState } from '../account/state';
import { ChangeAccounts } from './change-accounts.command';

/** One stream per user's connected accounts. */
@CommandHandler(ChangeAccounts)
export class ChangeAccountsHandler extends DeciderCommandHandler<AccountsCommand, AccountsState, AccountEvent> {
  readonly decider = accountsDecider;
  streamId = (command: AccountsCommand) => accountsStreamId(command.userId);
}
