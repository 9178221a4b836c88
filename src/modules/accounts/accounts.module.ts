import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { PlanGateGuard } from '../billing';
import { AccountsController } from './accounts.controller';
import { AccountCampaigns } from './campaigns-port';
import { AccountCommands } from './commands/account-commands';
import { ChangeAccountsHandler } from './commands/change-accounts.handler';
import { ConnectAccount } from './commands/connect-account';
import { DisconnectAccount } from './commands/disconnect-account';
import { AccountHealth } from './health/account-health';
import { AccountHealthCheck } from './health/account-health-check';
import { HealthSweep } from './health/health-sweep';
import { AfterDisconnectWorker } from './processes/after-disconnect.job';
import { PauseDeadAccountWorker } from './processes/pause-dead-account.job';
import { AccountProxy } from './proxy/account-proxy';
import { TestProxy } from './proxy/test-proxy';
import { AccountRows } from './queries/account-rows';
import { AccountsUsageQuery } from './queries/accounts-usage';
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
    AccountRows,
    AccountsUsageQuery,
    AccountCommands,
    ConnectAccount,
    DisconnectAccount,
    AccountProxy,
    TestProxy,
    AccountHealthCheck,
    HealthSweep,
    AfterDisconnectWorker,
    PauseDeadAccountWorker,
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
