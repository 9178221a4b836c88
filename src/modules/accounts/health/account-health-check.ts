/** Checks one account through X and records what it found (RecordHealth): for the user's Check now, or for a job. */
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { X_GATEWAY, type XGateway } from '../../x';
import type { AccountsCommand } from '../account/decide';
import { AccountCommands } from '../commands/account-commands';
import type { AccountRow } from '../contract';
import { allowPrivateProxies } from '../proxy/private-proxies';
import { AccountRows } from '../queries/account-rows';
import { storedSession } from '../sessions/stored-session';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { readXAccountFacts } from './x-account-facts';
import { detailOf, healthOf } from './x-outcome';

@Injectable()
export class AccountHealthCheck {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(X_GATEWAY) private readonly x: XGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountRows,
    private readonly commands: AccountCommands,
  ) {}

  /** `by` 'user' is Check now (recorded for the caller); 'job' is recorded internally. */
  async check(userId: string, accountId: string, by: 'job' | 'user', caller?: Caller): Promise<AccountRow> {
    const row = await this.accounts.one(userId, accountId);
    const session = await storedSession(this.db, this.vault, row, userId, allowPrivateProxies(this.config));
    let command: AccountsCommand;
    const at = new Date().toISOString();
    try {
      const viewer = await this.x.verifyCredentials(session);
      const facts = await readXAccountFacts(this.x, session, viewer);
      command = {
        type: 'RecordHealth',
        userId,
        accountId,
        health: 'healthy',
        detail: null,
        by,
        at,
        profile: {
          username: viewer.screenName,
          name: viewer.name,
          profileImageUrl: viewer.profileImageUrl,
          verified: viewer.verified,
          // X may leave out the creation date where it gave it before: only a date it gives replaces the last.
          ...(viewer.createdAt !== null ? { xCreatedAt: facts.xCreatedAt } : {}),
          ...(facts.conversations !== undefined ? { conversations: facts.conversations } : {}),
        },
      };
    } catch (error) {
      command = { type: 'RecordHealth', userId, accountId, health: healthOf(error), detail: detailOf(error), by, at };
    }
    if (caller) await this.commands.execute(caller, command);
    else await this.commands.executeInternally(command, userId);
    return this.accounts.one(userId, accountId);
  }
}
