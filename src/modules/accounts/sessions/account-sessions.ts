import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { XProxy, XSession } from '../../x';
import { DEAD_HEALTH_STATES } from '../contract';
import { isBeyondAllowance } from '../account/allowance';
import { allowPrivateProxies } from '../proxy/private-proxies';
import { pinnedProxyHost } from '../proxy/proxy-address';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';

/** One of a user's connected accounts, ready to talk to X: its session holds the decrypted cookies. */
export interface ActiveSession {
  accountId: string;
  /** The account's X username (for progress and logs; never the tokens). */
  username: string;
  session: XSession;
}

/**
 * The decrypted X sessions of a user's connected accounts, for work done on the user's behalf (scraping,
 * sending). Accounts whose last check found them dead (session expired, locked, suspended) are left out, and so
 * are accounts beyond the plan's allowance and an account whose proxy no longer passes the proxy rules. Sessions hold secrets: keep them in memory only,
 * never in events, logs, job payloads or answers.
 */
@Injectable()
export class AccountSessions {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'ALLOW_PRIVATE_PROXY_HOSTS' | 'X_SIMULATOR'>,
  ) {}

  /** The user's usable accounts, oldest connection first: alive, and within the plan's allowance. */
  async activeSessions(userId: string): Promise<ActiveSession[]> {
    const [rows, plan] = await Promise.all([
      this.db.selectFrom('connected_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
      this.db.selectFrom('plan_allowances').select(['plan', 'allowed_accounts']).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const allowance = plan ? { plan: plan.plan, allowedAccounts: plan.allowed_accounts } : null;
    const sessions: ActiveSession[] = [];
    for (const [rank, row] of rows.entries()) {
      // A dead account, and one beyond the plan's allowance (suspended until the user picks which to keep).
      if (DEAD_HEALTH_STATES.includes(row.health) || isBeyondAllowance(rank, allowance)) continue;
      const owner = { userId, accountId: row.id };
      const [authToken, ct0, password] = await Promise.all([
        this.vault.get(this.db, owner, 'auth_token'),
        this.vault.get(this.db, owner, 'ct0'),
        this.vault.get(this.db, owner, 'proxy_password'),
      ]);
      if (authToken === null || ct0 === null) continue;
      let proxy: XProxy | undefined;
      if (row.has_proxy && row.proxy_ip && row.proxy_port && row.proxy_type) {
        const pinned = await pinnedProxyHost(row.proxy_ip, row.proxy_type, allowPrivateProxies(this.config)).catch(() => null);
        if (pinned === null) continue;
        proxy = {
          type: row.proxy_type,
          ...pinned,
          port: row.proxy_port,
          ...(row.proxy_username ? { username: row.proxy_username } : {}),
          ...(password !== null ? { password } : {}),
        };
      }
      sessions.push({ accountId: row.id, username: row.twitter_username, session: { authToken, ct0, userId: row.profile_id, ...(proxy ? { proxy } : {}) } });
    }
    return sessions;
  }
}
