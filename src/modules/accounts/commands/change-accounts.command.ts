import { DomainCommand } from '../../../platform/commands/domain-command';
import type { AccountsCommand } from '../account/decide';
import type { AccountEvent } from '../account/events';

/** Any change to a user's connected X accounts: connect, proxy, health, disconnect, keep one. */
export class ChangeAccounts extends DomainCommand<AccountsCommand, AccountEvent> {}
