/**
 * Connecting an X account: the tokens verified through X before anything is stored, the claim that keeps one X
 * account with one user, the secrets in the vault, then ConnectAccount; a refused connect leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database, ReadModels } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { createLogger } from '../../../platform/logging/logger';
import { X_GATEWAY, type XGateway, type XSession, type XViewer } from '../../x';
import { judgeClaim } from '../account/claims';
import { checkCanConnect } from '../account/decide';
import { type AccountRow, accountMessages } from '../contract';
import { readXAccountFacts } from '../health/x-account-facts';
import { connectRefusal } from '../health/x-outcome';
import { AccountRows } from '../queries/account-rows';
import { planAllowance } from '../queries/plan-allowance';
import { VAULT } from '../vault/vault.provider';
import type { Vault } from '../vault/vault';
import { AccountCommands } from './account-commands';
import { forgetAccount } from './forget-account';

/** Claims matching a condition, with their age in milliseconds by the database's clock. */
type ClaimCondition = (eb: ExpressionBuilder<ReadModels, 'account_claims'>) => Expression<SqlBool>;

const claimsWhere = (db: Database, condition: ClaimCondition) =>
  db
    .selectFrom('account_claims')
    .select(['profile_id', 'user_id', 'account_id', sql<number>`(extract(epoch from now() - created_at) * 1000)::float8`.as('age_ms')])
    .where(condition)
    .execute();

@Injectable()
export class ConnectAccount {
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(X_GATEWAY) private readonly x: XGateway,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: AccountRows,
    private readonly commands: AccountCommands,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'accounts' });
  }

  async connect(caller: Caller, authToken: string, ct0: string): Promise<AccountRow> {
    const userId = caller.user.workspaceId;
    const [plan, state] = await Promise.all([planAllowance(this.db, userId), this.commands.state(userId)]);
    const tokenHashes = this.vault.tokenHashes(authToken, ct0);
    await this.refuseClaimed(userId, (eb) => eb('token_hash', '=', eb.fn.any(eb.val(tokenHashes))));
    checkCanConnect(state.accounts.size, plan);
    const viewer = await this.verify({ authToken, ct0 });
    const facts = await readXAccountFacts(this.x, { authToken, ct0, userId: viewer.userId }, viewer);
    await this.refuseClaimed(userId, (eb) => eb('profile_id', '=', viewer.userId));
    const accountId = randomUUID();
    const owner = { userId, accountId };
    try {
      // The claim's unique profile and token hash serialise concurrent connects of one X account: one writes it,
      // the others meet it below (or at their own check) while it is young, and are refused.
      await this.db.transaction().execute(async (trx) => {
        await sql`
          insert into account_claims (profile_id, user_id, account_id, token_hash)
          values (${viewer.userId}, ${userId}, ${accountId}, ${this.vault.tokenHash(authToken, ct0)})`.execute(trx);
        await this.vault.put(trx, owner, 'auth_token', authToken);
        await this.vault.put(trx, owner, 'ct0', ct0);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        await this.refuseClaimed(userId, (eb) => eb.or([eb('profile_id', '=', viewer.userId), eb('token_hash', '=', eb.fn.any(eb.val(tokenHashes)))]));
        // The claim in the way was freed in between (its connect was refused): the caller may try again.
        throw new DomainError(accountMessages.inUseByAnotherAccount, 'in_use_by_another_account', 'conflict');
      }
      throw error;
    }
    try {
      await this.commands.execute(caller, {
        type: 'ConnectAccount',
        userId,
        accountId,
        plan,
        at: new Date().toISOString(),
        account: {
          profileId: viewer.userId,
          username: viewer.screenName,
          name: viewer.name,
          profileImageUrl: viewer.profileImageUrl,
          verified: viewer.verified,
          xCreatedAt: facts.xCreatedAt,
          conversations: facts.conversations ?? null,
        },
      });
    } catch (error) {
      // Refused after all (a concurrent connect took the last place): nothing of it stays. A failure after the
      // append (the account is in the stream) keeps what the account needs.
      const connected = await this.commands.state(userId).then(
        (current) => current.accounts.has(accountId),
        () => true,
      );
      if (!connected) await forgetAccount(this.db, this.vault, owner);
      throw error;
    }
    return this.accounts.one(userId, accountId);
  }

  /**
   * Refuses a connect that meets a standing claim on these tokens or this X account (the caller's, another
   * user's, or one whose connect may still be running); frees claims a crashed connect abandoned.
   */
  private async refuseClaimed(userId: string, condition: ClaimCondition): Promise<void> {
    for (const claim of await claimsWhere(this.db, condition)) {
      const accountConnected = (await this.commands.state(claim.user_id)).accounts.has(claim.account_id);
      const verdict = judgeClaim({ userId: claim.user_id, accountConnected, ageMs: Number(claim.age_ms) }, userId);
      if (verdict.kind === 'held') throw verdict.refusal;
      await forgetAccount(this.db, this.vault, { userId: claim.user_id, accountId: claim.account_id });
    }
  }

  /** Verifies the tokens and looks the account up (the lookup adds gold and grey checks when X gives them). */
  private async verify(session: XSession): Promise<XViewer> {
    let viewer: XViewer;
    try {
      viewer = await this.x.verifyCredentials(session);
    } catch (error) {
      this.logger.info({ err: error }, 'X refused the tokens of a connect');
      throw connectRefusal(error);
    }
    try {
      const profile = await this.x.lookupUser({ ...session, userId: viewer.userId }, viewer.screenName);
      return {
        ...viewer,
        verified: viewer.verified || profile.verified,
        profileImageUrl: viewer.profileImageUrl ?? profile.profileImageUrl,
        createdAt: viewer.createdAt ?? profile.createdAt ?? null,
      };
    } catch {
      return viewer;
    }
  }
}
