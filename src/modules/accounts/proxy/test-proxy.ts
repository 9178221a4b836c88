/** Test proxy: X asked through the account's proxy; the exit IP when the proxy carried the request, what failed otherwise. */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { X_GATEWAY, type XGateway, type XProxy } from '../../x';
import { accountMessages, type ProxyTestAnswer } from '../contract';
import { detailOf, healthOf } from '../health/x-outcome';
import { AccountRows } from '../queries/account-rows';
import { storedSession } from '../sessions/stored-session';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { exitIp } from './exit-ip';
import { allowPrivateProxies } from './private-proxies';

@Injectable()
export class TestProxy {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(X_GATEWAY) private readonly x: XGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountRows,
  ) {}

  async testProxy(userId: string, accountId: string): Promise<ProxyTestAnswer> {
    const row = await this.accounts.one(userId, accountId);
    if (!row.has_proxy) throw new DomainError(accountMessages.noProxy, 'no_proxy');
    const session = await storedSession(this.db, this.vault, row, userId, allowPrivateProxies(this.config));
    const proxy = session.proxy as XProxy;
    try {
      await this.x.verifyCredentials(session);
    } catch (error) {
      if (healthOf(error) === 'proxy_failed' || healthOf(error) === 'unreachable') {
        return { ok: false, exit_ip: null, message: accountMessages.proxyTestFailed(detailOf(error)) };
      }
      // X answered through the proxy (about the account, not the proxy): the proxy works.
    }
    const ip = await exitIp(this.config.PROXY_IP_ECHO_URL, proxy).catch(() => null);
    return { ok: true, exit_ip: ip, message: ip ? accountMessages.proxyTestOk(ip) : accountMessages.proxyTestOkNoIp };
  }
}
