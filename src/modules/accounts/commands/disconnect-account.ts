/**
 * Disconnecting accounts: one at the user's request, or all but the one kept in the downgrade chooser. Each
 * answers how many campaigns used what was disconnected; the disconnected accounts' secrets and claims go.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CAMPAIGNS_USING_ACCOUNTS, type CampaignsUsingAccounts } from '../campaigns-port';
import { AccountRows } from '../queries/account-rows';
import { planAllowance } from '../queries/plan-allowance';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { AccountCommands } from './account-commands';
import { forgetAccount } from './forget-account';

@Injectable()
export class DisconnectAccount {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    private readonly accounts: AccountRows,
    private readonly commands: AccountCommands,
    @Inject(CAMPAIGNS_USING_ACCOUNTS) private readonly campaigns: CampaignsUsingAccounts,
  ) {}

  async disconnect(caller: Caller, accountId: string): Promise<number> {
    const userId = caller.user.workspaceId;
    await this.accounts.one(userId, accountId);
    const campaigns = await this.campaigns.countUsing(userId, accountId);
    await this.commands.execute(caller, { type: 'DisconnectAccount', userId, accountId, reason: 'user', at: new Date().toISOString() });
    await forgetAccount(this.db, this.vault, { userId, accountId });
    return campaigns;
  }

  /** The downgrade chooser: keeps this account and disconnects the others. */
  async keep(caller: Caller, accountId: string): Promise<{ disconnected: string[]; campaigns: number }> {
    const userId = caller.user.workspaceId;
    await this.accounts.one(userId, accountId);
    const plan = await planAllowance(this.db, userId);
    const state = await this.commands.state(userId);
    const others = [...state.accounts.keys()].filter((id) => id !== accountId);
    const counts = await Promise.all(others.map((id) => this.campaigns.countUsing(userId, id)));
    const events = await this.commands.execute(caller, { type: 'KeepAccount', userId, accountId, plan, at: new Date().toISOString() });
    const disconnected = events.filter((event) => event.type === 'AccountDisconnected').map((event) => event.data.accountId);
    for (const id of disconnected) await forgetAccount(this.db, this.vault, { userId, accountId: id });
    return { disconnected, campaigns: counts.reduce((sum, n) => sum + n, 0) };
  }
}
