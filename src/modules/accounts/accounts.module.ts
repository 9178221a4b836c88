import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { BillingModule } from '../billing';
import { XModule } from '../x';
import { AccountSessionsModule } from './account-sessions.module';
import { AccountsController } from './accounts.controller';
import { ConnectAccount } from './commands/connect-account';
import { DisconnectAccount } from './commands/disconnect-account';
import { HealthSweep } from './health/health-sweep';
import { AfterDisconnectWorker } from './processes/after-disconnect.job';
import { PauseDeadAccountWorker } from './processes/pause-dead-account.job';
import { AccountProxy } from './proxy/account-proxy';
import { TestProxy } from './proxy/test-proxy';
import { AccountsUsageQuery } from './queries/accounts-usage';

/** The modules that provide what the accounts context needs of others: the campaigns port. */
export interface AccountsPorts {
  /** Provides CAMPAIGNS_USING_ACCOUNTS (the campaigns context's module). */
  campaigns: Type | DynamicModule;
}

/**
 * Connected X accounts: connecting and disconnecting, proxies, the hourly health sweep, the plan's account limit,
 * and pausing the campaigns of an account that went. Registered by the app with the campaigns port: the campaigns
 * context depends on this one, so this module cannot import it.
 */
@Module({})
export class AccountsModule {
  static register(ports: AccountsPorts): DynamicModule {
    return {
      module: AccountsModule,
      imports: [AccountSessionsModule, BillingModule, XModule, ports.campaigns],
      controllers: [AccountsController],
      providers: [AccountsUsageQuery, ConnectAccount, DisconnectAccount, AccountProxy, TestProxy, HealthSweep, AfterDisconnectWorker, PauseDeadAccountWorker],
    };
  }
}
