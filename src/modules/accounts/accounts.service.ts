import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type RawBuilder, sql } from 'kysely';
import type { Logger } from 'pino';
import { ProxyAgent, request } from 'undici';
import type { AggregateStreams } from '../../platform/commands/aggregate-streams';
import { type Caller, Commands } from '../../platform/commands/command-endpoint';
import { AGGREGATE_STREAMS } from '../../platform/commands/decider-command-handler';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { DomainError } from '../../platform/http/domain-error';
import { JobsService } from '../../platform/jobs/jobs.service';
import { createLogger } from '../../platform/logging/logger';
import { X_GATEWAY, type XGateway, type XProxy, type XSession, type XViewer } from '../x';
import { type AccountsCommand, accountsDecider, allowedBy, checkCanConnect, type PlanAllowance } from './account/decide';
import { judgeClaim } from './account/claims';
import { type AccountEvent, accountsStreamId } from './account/events';
import { AccountCampaigns } from './campaigns-port';
import { ChangeAccounts } from './commands/change-accounts.command';
import {
  type AccountRow,
  type AccountsUsage,
  accountMessages,
  DEAD_HEALTH_STATES,
  type DemoAccountsAnswer,
  healthLabels,
  type ProxyTestAnswer,
  TWITTER_CONNECTION_HINT,
} from './contract';
import { connectRefusal, detailOf, healthOf } from './health/x-outcome';
import { checkProxyHost, normaliseProxyHost, pinnedProxyHost } from './proxy/proxy-address';
import { isBeyondAllowance, usableAccounts } from './account/allowance';
import { AFTER_DISCONNECT_QUEUE, type AfterDisconnectJob, HEALTH_SWEEP_QUEUE, PAUSE_CAMPAIGNS_QUEUE, type PauseCampaignsJob } from './processes/queues';
import { VAULT } from './vault/vault.provider';
import type { SecretOwner, Vault } from './vault/vault';

const notFound = () => new DomainError(accountMessages.notFound, 'account_not_found', 'not_found');

interface ClaimRow {
  profile_id: string;
  user_id: string;
  account_id: string;
  /** Milliseconds since the claim was written, by the database's clock. */
  age_ms: number;
}

/** Claims matching a condition, with their age. */
const claimsWhere = (db: Database, condition: RawBuilder<unknown>) =>
  sql<ClaimRow>`
    select profile_id, user_id, account_id, (extract(epoch from now() - created_at) * 1000)::float8 as age_ms
    from account_claims where ${condition}`.execute(db);

export interface ProxyInput {
  proxy_type: 'HTTP' | 'HTTPS';
  proxy_ip: string;
  proxy_port: number;
  proxy_username?: string | null;
  proxy_password?: string | null;
}

/**
 * Connected X accounts: verification through X before anything is stored, the vault for their secrets, the
 * claims that keep one X account with one user, proxies, health checks and disconnecting.
 */
@Injectable()
export class AccountsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(VAULT) private readonly vault: Vault,
    @Inject(X_GATEWAY) private readonly x: XGateway,
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly commandBus: CommandBus,
    private readonly jobs: JobsService,
    private readonly campaigns: AccountCampaigns,
  ) {
    this.logger = createLogger(config.LOG_LEVEL).child({ context: 'accounts' });
  }

  /** ALLOW_PRIVATE_PROXY_HOSTS, or demo mode when unset. */
  private get allowPrivateProxies(): boolean {
    const setting = this.config.ALLOW_PRIVATE_PROXY_HOSTS;
    return setting === undefined || setting === '' ? this.config.X_SIMULATOR : setting === '1' || setting === 'true';
  }

  onModuleInit(): void {
    this.jobs.work<AfterDisconnectJob>(AFTER_DISCONNECT_QUEUE, (job) => this.afterDisconnect(job.data));
    this.jobs.work<PauseCampaignsJob>(PAUSE_CAMPAIGNS_QUEUE, (job) => this.pauseForDeadAccount(job.data));
    this.jobs.work<{ at: string }>(HEALTH_SWEEP_QUEUE, () => this.healthSweep());
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE !== 'all' && this.config.ROLE !== 'workers') return;
    await this.scheduleSweep().catch((error) => this.logger.warn({ err: error }, 'could not schedule the account health check'));
  }

  // ---- reads ----

  /** Demo mode's accounts of the simulated X, for Connect Account to fill in; none when X is real. */
  demoAccounts(): DemoAccountsAnswer {
    const accounts = this.config.demoXAccounts ?? [];
    return { accounts: accounts.map((a) => ({ screen_name: a.screenName, label: a.label, auth_token: a.authToken, ct0_token: a.ct0 })) };
  }

  async plan(userId: string): Promise<PlanAllowance | null> {
    const row = await this.db.selectFrom('plans').select(['plan', 'allowed_accounts']).where('user_id', '=', userId).executeTakeFirst();
    return row ? { plan: row.plan, allowedAccounts: row.allowed_accounts } : null;
  }

  private async state(userId: string) {
    return (await this.streams.read(accountsStreamId(userId), accountsDecider)).state;
  }

  async rows(userId: string, options: { ids?: string[]; from?: number; limit?: number; order?: 'ASC' | 'DESC'; sort?: string } = {}) {
    const conditions = [sql`a.user_id = ${userId}`];
    if (options.ids) conditions.push(sql`a.id = any(${options.ids}::text[])`);
    const where = sql.join(conditions, sql` and `);
    const column = sql.ref(`a.${options.sort ?? 'updated_at'}`);
    const direction = options.order === 'ASC' ? sql`asc` : sql`desc`;
    const [page, total, plan] = await Promise.all([
      sql<RawAccountRow & { connection_rank: number }>`
        select a.*,
               (select count(*)::int from connected_accounts o where o.user_id = a.user_id and (o.created_at, o.id) < (a.created_at, a.id)) as connection_rank
        from connected_accounts a
        where ${where} order by ${column} ${direction}, a.created_at desc, a.id asc
        offset ${options.from ?? 0} limit ${options.limit ?? 1000}`.execute(this.db),
      sql<{ total: number }>`select count(*)::int as total from connected_accounts a where ${where}`.execute(this.db),
      this.plan(userId),
    ]);
    return { rows: page.rows.map((row) => toAccountRow(row, isBeyondAllowance(row.connection_rank, plan))), total: total.rows[0]?.total ?? 0 };
  }

  async one(userId: string, accountId: string): Promise<AccountRow> {
    const { rows } = await this.rows(userId, { ids: [accountId] });
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  async usage(userId: string): Promise<AccountsUsage> {
    const [plan, count] = await Promise.all([
      this.plan(userId),
      this.db.selectFrom('connected_accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const connected = Number(count?.n ?? 0);
    const allowed = allowedBy(plan);
    let limitMessage: string | null = null;
    try {
      checkCanConnect(connected, plan);
    } catch (error) {
      limitMessage = (error as Error).message;
    }
    return {
      plan: plan?.plan ?? 'free',
      connected,
      allowed,
      must_choose: connected > usableAccounts(plan),
      can_connect: limitMessage === null,
      limit_message: limitMessage,
    };
  }

  // ---- connect ----

  async connect(caller: Caller, authToken: string, ct0: string): Promise<AccountRow> {
    const userId = caller.user.id;
    const [plan, state] = await Promise.all([this.plan(userId), this.state(userId)]);
    const tokenHashes = this.vault.tokenHashes(authToken, ct0);
    await this.refuseClaimed(userId, sql`token_hash = any(${tokenHashes}::text[])`);
    checkCanConnect(state.accounts.size, plan);
    const viewer = await this.verify({ authToken, ct0 });
    await this.refuseClaimed(userId, sql`profile_id = ${viewer.userId}`);
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
        await this.refuseClaimed(userId, sql`profile_id = ${viewer.userId} or token_hash = any(${tokenHashes}::text[])`);
        // The claim in the way was freed in between (its connect was refused): the caller may try again.
        throw new DomainError(accountMessages.inUseByAnotherAccount, 'in_use_by_another_account', 'conflict');
      }
      throw error;
    }
    try {
      await this.execute(caller, {
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
        },
      });
    } catch (error) {
      // Refused after all (a concurrent connect took the last place): nothing of it stays. A failure after the
      // append (the account is in the stream) keeps what the account needs.
      const connected = await this.state(userId).then(
        (current) => current.accounts.has(accountId),
        () => true,
      );
      if (!connected) await this.forget(owner);
      throw error;
    }
    return this.one(userId, accountId);
  }

  /**
   * Refuses a connect that meets a standing claim on these tokens or this X account (the caller's, another
   * user's, or one whose connect may still be running); frees claims a crashed connect abandoned.
   */
  private async refuseClaimed(userId: string, condition: RawBuilder<unknown>): Promise<void> {
    const { rows } = await claimsWhere(this.db, condition);
    for (const claim of rows) {
      const accountConnected = (await this.state(claim.user_id)).accounts.has(claim.account_id);
      const verdict = judgeClaim({ userId: claim.user_id, accountConnected, ageMs: Number(claim.age_ms) }, userId);
      if (verdict.kind === 'held') throw verdict.refusal;
      await this.forget({ userId: claim.user_id, accountId: claim.account_id });
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
      return { ...viewer, verified: viewer.verified || profile.verified, profileImageUrl: viewer.profileImageUrl ?? profile.profileImageUrl };
    } catch {
      return viewer;
    }
  }

  /** Destroys an account's vault entries and its claim. */
  private async forget(owner: SecretOwner): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.vault.destroy(trx, owner);
      await sql`delete from account_claims where account_id = ${owner.accountId} and user_id = ${owner.userId}`.execute(trx);
    });
  }

  // ---- proxies ----

  async saveProxy(caller: Caller, accountId: string, input: ProxyInput): Promise<AccountRow> {
    const userId = caller.user.id;
    const current = await this.one(userId, accountId);
    const host = normaliseProxyHost(input.proxy_ip);
    await checkProxyHost(host, this.allowPrivateProxies);
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
    await this.execute(caller, {
      type: 'ConfigureProxy',
      userId,
      accountId,
      at: new Date().toISOString(),
      proxy: { type: input.proxy_type, host, port: input.proxy_port, username, hasPassword },
    });
    return this.one(userId, accountId);
  }

  async removeProxy(caller: Caller, accountId: string): Promise<AccountRow> {
    const userId = caller.user.id;
    await this.one(userId, accountId);
    await this.execute(caller, { type: 'RemoveProxy', userId, accountId, at: new Date().toISOString() });
    await this.vault.remove(this.db, { userId, accountId }, 'proxy_password');
    return this.one(userId, accountId);
  }

  /** The account's session from the vault, with its proxy. */
  private async session(row: AccountRow, userId: string): Promise<XSession> {
    const owner = { userId, accountId: row.id };
    const [authToken, ct0, password] = await Promise.all([
      this.vault.get(this.db, owner, 'auth_token'),
      this.vault.get(this.db, owner, 'ct0'),
      this.vault.get(this.db, owner, 'proxy_password'),
    ]);
    if (authToken === null || ct0 === null) throw notFound();
    const proxy: XProxy | undefined =
      row.has_proxy && row.proxy_ip && row.proxy_port && row.proxy_type
        ? {
            type: row.proxy_type,
            // Checked again at every use (a name may resolve elsewhere now), and pinned to the address checked.
            ...(await pinnedProxyHost(row.proxy_ip, row.proxy_type, this.allowPrivateProxies)),
            port: row.proxy_port,
            ...(row.proxy_username ? { username: row.proxy_username } : {}),
            ...(password !== null ? { password } : {}),
          }
        : undefined;
    return { authToken, ct0, userId: row.profile_id, ...(proxy ? { proxy } : {}) };
  }

  async testProxy(userId: string, accountId: string): Promise<ProxyTestAnswer> {
    const row = await this.one(userId, accountId);
    if (!row.has_proxy) throw new DomainError(accountMessages.noProxy, 'no_proxy');
    const session = await this.session(row, userId);
    const proxy = session.proxy as XProxy;
    try {
      await this.x.verifyCredentials(session);
    } catch (error) {
      if (healthOf(error) === 'proxy_failed' || healthOf(error) === 'unreachable') {
        return { ok: false, exit_ip: null, message: accountMessages.proxyTestFailed(detailOf(error)) };
      }
      // X answered through the proxy (about the account, not the proxy): the proxy works.
    }
    const exitIp = await this.exitIp(proxy).catch(() => null);
    return { ok: true, exit_ip: exitIp, message: exitIp ? accountMessages.proxyTestOk(exitIp) : accountMessages.proxyTestOkNoIp };
  }

  /** The address an IP echo service sees through the proxy (PROXY_IP_ECHO_URL), when one is configured. */
  private async exitIp(proxy: XProxy): Promise<string | null> {
    const url = this.config.PROXY_IP_ECHO_URL;
    if (!url) return null;
    const scheme = proxy.type === 'HTTPS' ? 'https' : 'http';
    const agent = new ProxyAgent({
      uri: `${scheme}://${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`,
      ...(proxy.type === 'HTTPS' && proxy.servername ? { proxyTls: { servername: proxy.servername } } : {}),
      ...(proxy.username ? { token: `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}` } : {}),
    });
    try {
      const response = await request(url, { dispatcher: agent, headersTimeout: 10_000, bodyTimeout: 10_000 });
      const text = (await response.body.text()).trim();
      if (response.statusCode !== 200) return null;
      const ip = text.startsWith('{') ? String((JSON.parse(text) as { ip?: unknown }).ip ?? '') : text;
      return /^[0-9a-f:.]{2,45}$/i.test(ip) ? ip : null;
    } finally {
      await agent.close().catch(() => undefined);
    }
  }

  // ---- health ----

  /** Checks one account through X and records what it found; `by` 'user' is Check now. */
  async check(userId: string, accountId: string, by: 'job' | 'user', caller?: Caller): Promise<AccountRow> {
    const row = await this.one(userId, accountId);
    const session = await this.session(row, userId);
    let command: AccountsCommand;
    const at = new Date().toISOString();
    try {
      const viewer = await this.x.verifyCredentials(session);
      command = {
        type: 'RecordHealth',
        userId,
        accountId,
        health: 'healthy',
        detail: null,
        by,
        at,
        profile: { username: viewer.screenName, name: viewer.name, profileImageUrl: viewer.profileImageUrl, verified: viewer.verified },
      };
    } catch (error) {
      command = { type: 'RecordHealth', userId, accountId, health: healthOf(error), detail: detailOf(error), by, at };
    }
    if (caller) await this.execute(caller, command);
    else await this.executeInternally(command, userId);
    return this.one(userId, accountId);
  }

  private async scheduleSweep(): Promise<void> {
    const minutes = this.config.ACCOUNT_HEALTH_INTERVAL_MINUTES;
    if (minutes <= 0) return;
    const slot = Math.floor(Date.now() / (minutes * 60_000)) + 1;
    await this.jobs.send(HEALTH_SWEEP_QUEUE, { at: new Date(slot * minutes * 60_000).toISOString() }, {
      singletonKey: `health-sweep:${slot}`,
      startAfter: new Date(slot * minutes * 60_000),
    });
  }

  /** The periodic check: every connected account, a few at a time; then the next sweep is scheduled. */
  async healthSweep(): Promise<void> {
    try {
      const accounts = await this.db.selectFrom('connected_accounts').select(['id', 'user_id']).execute();
      for (const account of accounts) {
        await this.check(account.user_id, account.id, 'job').catch((error) => this.logger.warn({ err: error, accountId: account.id }, 'health check failed'));
      }
    } finally {
      await this.scheduleSweep();
    }
  }

  // ---- disconnect ----

  async disconnect(caller: Caller, accountId: string): Promise<number> {
    const userId = caller.user.id;
    await this.one(userId, accountId);
    const campaigns = await this.campaigns.countUsing(userId, accountId);
    await this.execute(caller, { type: 'DisconnectAccount', userId, accountId, reason: 'user', at: new Date().toISOString() });
    await this.forget({ userId, accountId });
    return campaigns;
  }

  async keep(caller: Caller, accountId: string): Promise<{ disconnected: string[]; campaigns: number }> {
    const userId = caller.user.id;
    await this.one(userId, accountId);
    const plan = await this.plan(userId);
    const state = await this.state(userId);
    const others = [...state.accounts.keys()].filter((id) => id !== accountId);
    const counts = await Promise.all(others.map((id) => this.campaigns.countUsing(userId, id)));
    const events = await this.execute(caller, { type: 'KeepAccount', userId, accountId, plan, at: new Date().toISOString() });
    const disconnected = events.filter((event) => event.type === 'AccountDisconnected').map((event) => event.data.accountId);
    for (const id of disconnected) await this.forget({ userId, accountId: id });
    return { disconnected, campaigns: counts.reduce((sum, n) => sum + n, 0) };
  }

  /** After AccountDisconnected (a job, at least once): vault entries gone, campaigns paused for validation. */
  async afterDisconnect(job: AfterDisconnectJob): Promise<void> {
    await this.forget(job);
    await this.campaigns.pauseUsing(job.userId, job.accountId, {
      reason: 'account_disconnected',
      message: accountMessages.campaignsNeedSelection(1),
    });
  }

  /** A dead account (session expired, locked, suspended) pauses its campaigns with the card's hint. */
  async pauseForDeadAccount(job: PauseCampaignsJob): Promise<void> {
    const label = healthLabels[job.health as keyof typeof healthLabels];
    if (!label || !DEAD_HEALTH_STATES.includes(job.health as never)) return;
    await this.campaigns.pauseUsing(job.userId, job.accountId, {
      reason: 'account_dead',
      message: `${TWITTER_CONNECTION_HINT}: ${label.label}. ${label.action ?? ''}`.trim(),
    });
  }

  // ---- commands ----

  private async execute(caller: Caller, command: AccountsCommand): Promise<AccountEvent[]> {
    return (await this.commands.execute(new ChangeAccounts(command), caller)).events;
  }

  private async executeInternally(command: AccountsCommand, userId: string): Promise<void> {
    const domainCommand = new ChangeAccounts(command);
    domainCommand.metadata = { userId, correlationId: randomUUID(), commandId: randomUUID() };
    await this.commandBus.execute(domainCommand);
  }
}

type RawAccountRow = {
  id: string;
  profile_id: string;
  twitter_username: string;
  twitter_name: string;
  twitter_profile_image: string | null;
  verified: boolean;
  has_proxy: boolean;
  proxy_type: 'HTTP' | 'HTTPS' | null;
  proxy_ip: string | null;
  proxy_port: number | null;
  proxy_username: string | null;
  has_proxy_password: boolean;
  health: AccountRow['health'];
  health_detail: string | null;
  health_checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** A read-model row as the API answers it: never a token or a password. */
export function toAccountRow(row: RawAccountRow, suspendedByPlan: boolean): AccountRow {
  const label = healthLabels[row.health] ?? healthLabels.unchecked;
  return {
    id: row.id,
    profile_id: row.profile_id,
    twitter_username: row.twitter_username,
    twitter_name: row.twitter_name,
    twitter_profile_image: row.twitter_profile_image,
    verified: row.verified,
    has_proxy: row.has_proxy,
    proxy_type: row.proxy_type,
    proxy_ip: row.proxy_ip,
    proxy_port: row.proxy_port,
    proxy_username: row.proxy_username,
    has_proxy_password: row.has_proxy_password,
    health: row.health,
    health_label: label.label,
    health_action: label.action,
    health_detail: row.health_detail,
    health_checked_at: row.health_checked_at ? new Date(row.health_checked_at).toISOString() : null,
    suspended_by_plan: suspendedByPlan,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
