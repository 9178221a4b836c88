import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { XModule } from '../x';
import { AccountCommands } from './commands/account-commands';
import { ChangeAccountsHandler } from './commands/change-accounts.handler';
import { AccountHealth } from './health/account-health';
import { AccountHealthCheck } from './health/account-health-check';
import { AccountRows } from './queries/account-rows';
import { AccountSessions } from './sessions/account-sessions';
import { VAULT, vaultFromConfig } from './vault/vault.provider';

/**
 * What other contexts use of connected accounts: their sessions (work on a user's behalf) and a health check
 * now. Kept apart from AccountsModule, which needs the campaigns port, so that contexts the campaigns context
 * depends on (leads) can import it. The other exports are for AccountsModule: no other context can name them.
 */
@Module({
  imports: [XModule],
  providers: [
    AccountRows,
    AccountCommands,
    ChangeAccountsHandler,
    AccountHealthCheck,
    AccountSessions,
    AccountHealth,
    { provide: VAULT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => vaultFromConfig(config) },
  ],
  exports: [AccountSessions, AccountHealth, AccountRows, AccountCommands, AccountHealthCheck, VAULT],
})
export class AccountSessionsModule {}
