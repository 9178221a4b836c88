/**
 * Setting and removing an account's proxy: the host checked against the proxy rules, the password kept in the
 * vault (or dropped), then ConfigureProxy or RemoveProxy.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { AccountCommands } from '../commands/account-commands';
import type { AccountRow } from '../contract';
import { AccountRows } from '../queries/account-rows';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { allowPrivateProxies } from './private-proxies';
import { checkProxyHost, normaliseProxyHost } from './proxy-address';

export interface ProxyInput {
  proxy_type: 'HTTP' | 'HTTPS';
  proxy_ip: string;
  proxy_port: number;
  proxy_username?: string | null;
  proxy_password?: string | null;
}

@Injectable()
export class AccountProxy {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountRows,
    private readonly commands: AccountCommands,
  ) {}

  async saveProxy(caller: Caller, accountId: string, input: ProxyInput): Promise<AccountRow> {
    const userId = caller.user.workspaceId;
    const current = await this.accounts.one(userId, accountId);
    const host = normaliseProxyHost(input.proxy_ip);
    await checkProxyHost(host, allowPrivateProxies(this.config));
    const username = input.proxy_username?.trim() ? input.proxy_username.trim() : null;
    const owner = { userId, accountId };
    let hasPassword: boolean;
    if (input.proxy_password === undefined) {
      // Not sent: the stored password stays (when the username does).
      hasPassword = current.has_proxy_password && username !== null && username === current.proxy_username;
      if (!hasPassword) await this.vault.remove(this.db, owner, 'proxy_password');
    } else if (input.proxy_password === null || input.proxy_password === '') {
      hasPassword = false;
      await this.vault.remove(this.db, owner, 'proxy_password');
    } else {
      hasPassword = true;
      await this.vault.put(this.db, owner, 'proxy_password', input.proxy_password);
    }
    await this.commands.execute(caller, {
      type: 'ConfigureProxy',
      userId,
      accountId,
      at: new Date().toISOString(),
      proxy: { type: input.proxy_type, host, port: input.proxy_port, username, hasPassword },
    });
    return this.accounts.one(userId, accountId);
  }

  async removeProxy(caller: Caller, accountId: string): Promise<AccountRow> {
    const userId = caller.user.workspaceId;
    await this.accounts.one(userId, accountId);
    await this.commands.execute(caller, { type: 'RemoveProxy', userId, accountId, at: new Date().toISOString() });
    await this.vault.remove(this.db, { userId, accountId }, 'proxy_password');
    return this.accounts.one(userId, accountId);
  }
}
