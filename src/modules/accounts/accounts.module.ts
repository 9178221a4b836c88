import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { PlanGateGuard } from '../billing';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { AccountCampaigns } from './campaigns-port';
import { ChangeAccountsHandler } from './commands/change-accounts.handler';
import { AccountHealth } from './health/account-health';
import { AccountSessions } from './sessions/account-sessions';
import { VAULT, vaultFromConfig } from './vault/vault.provider';

/**
 * Connected X accounts: tokens in the vault, proxies, health, disconnecting, the plan's account limit. Global:
 * other contexts inject its exports (AccountSessions for work on a user's behalf, AccountHealth to have an account checked now) without importing it.
 */
@Global()
@Module({
  controllers: [AccountsController],
  providers: [
    AccountsService,
    ChangeAccountsHandler,
    PlanGateGuard,
    AccountCampaigns,
    AccountSessions,
    AccountHealth,
    { provide: VAULT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => vaultFromConfig(config) },
  ],
  exports: [AccountCampaigns, AccountSessions, AccountHealth, VAULT],
})
export class AccountsModule {}
