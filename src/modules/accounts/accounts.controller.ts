import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type Caller, CommandCaller } from '../../platform/commands/command-endpoint';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../platform/http/current-user';
import { contentRange, parseListQuery } from '../../platform/http/list-query';
import { ZodPipe } from '../../platform/http/zod-body';
import { ConnectAccount } from './commands/connect-account';
import { DisconnectAccount } from './commands/disconnect-account';
import {
  type AccountRow,
  type AccountsUsage,
  accountMessages,
  type ConnectAccountAnswer,
  type DemoAccountsAnswer,
  connectAccountSchema,
  type DisconnectAccountAnswer,
  type HealthCheckAnswer,
  type KeepAccountAnswer,
  keepAccountSchema,
  type ProxyAnswer,
  proxySchema,
  type ProxyTestAnswer,
} from './contract';
import { AccountHealthCheck } from './health/account-health-check';
import { AccountProxy } from './proxy/account-proxy';
import { TestProxy } from './proxy/test-proxy';
import { AccountRows } from './queries/account-rows';
import { AccountsUsageQuery } from './queries/accounts-usage';
import { demoAccounts } from './queries/demo-accounts';

const SORT_FIELDS = ['updated_at', 'created_at', 'twitter_username'] as const;
const notice = (n: number) => (n > 0 ? accountMessages.campaignsNeedSelection(n) : null);

@ApiTags('Connected accounts')
@Controller('accounts')
@UseGuards(SignedInGuard)
export class AccountsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountRows,
    private readonly usageQuery: AccountsUsageQuery,
    private readonly connecting: ConnectAccount,
    private readonly disconnecting: DisconnectAccount,
    private readonly proxies: AccountProxy,
    private readonly proxyTest: TestProxy,
    private readonly health: AccountHealthCheck,
  ) {}

  /** The signed-in user's connected accounts, newest change first; never a token or a password. */
  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountRow[]> {
    const { sortField, order, from, limit, ids } = parseListQuery(query, [...SORT_FIELDS], {
      sort: 'updated_at',
      order: 'DESC',
      pageSize: 50,
      maxPageSize: 1000,
    });
    const { rows, total } = await this.accounts.rows(user.workspaceId, { ids, from, limit, order, sort: sortField });
    void reply.header('content-range', contentRange('accounts', from, rows.length, total));
    return rows;
  }

  /** 'Connected: X / Y', and whether the downgrade chooser must open. */
  @Get('usage')
  usage(@CurrentUser() user: SignedInUser): Promise<AccountsUsage> {
    return this.usageQuery.usage(user.workspaceId);
  }

  /** Demo mode: the simulated X's accounts and their cookies, to connect with one click; none otherwise. */
  @Get('demo')
  demo(): DemoAccountsAnswer {
    return demoAccounts(this.config);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<AccountRow> {
    return this.accounts.one(user.workspaceId, id);
  }

  /**
   * Verifies the tokens through X, stores them in the vault and connects the account (Basic or Pro). The plan
   * check is the decider's (before X is asked, and again when appending): a free plan answers the gate's
   * 'Upgrade to connect' (403 plan_required), or, with an account still connected, the specification's free
   * plan limit message, which billing's plan gate could not tell apart.
   */
  @Post()
  @HttpCode(201)
  async connect(@CommandCaller() caller: Caller, @Body(new ZodPipe(connectAccountSchema)) body: { auth_token: string; ct0_token: string }): Promise<ConnectAccountAnswer> {
    const account = await this.connecting.connect(caller, body.auth_token, body.ct0_token);
    return { account, message: accountMessages.connected };
  }

  /** The downgrade chooser: keeps this account and disconnects the others. */
  @Post('keep')
  async keep(@CommandCaller() caller: Caller, @Body(new ZodPipe(keepAccountSchema)) body: { account_id: string }): Promise<KeepAccountAnswer> {
    const { disconnected, campaigns } = await this.disconnecting.keep(caller, body.account_id);
    return { kept: body.account_id, disconnected, message: accountMessages.adjustedForBasic, campaigns_needing_selection: campaigns, notice: notice(campaigns) };
  }

  @Delete(':id')
  async disconnect(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<DisconnectAccountAnswer> {
    const campaigns = await this.disconnecting.disconnect(caller, id);
    return { id, message: accountMessages.disconnected, campaigns_needing_selection: campaigns, notice: notice(campaigns) };
  }

  @Put(':id/proxy')
  async saveProxy(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(proxySchema)) body: ProxyBodyParsed): Promise<ProxyAnswer> {
    const account = await this.proxies.saveProxy(caller, id, body);
    return { account, message: accountMessages.proxySaved };
  }

  @Delete(':id/proxy')
  async removeProxy(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<ProxyAnswer> {
    const account = await this.proxies.removeProxy(caller, id);
    return { account, message: accountMessages.proxyRemoved };
  }

  /** Tries the proxy through X: the exit IP, or what failed. */
  @Post(':id/proxy/test')
  @HttpCode(200)
  testProxy(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<ProxyTestAnswer> {
    return this.proxyTest.testProxy(user.workspaceId, id);
  }

  /** Check now: the account's health through X. */
  @Post(':id/check')
  @HttpCode(200)
  async check(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<HealthCheckAnswer> {
    const account = await this.health.check(caller.user.workspaceId, id, 'user', caller);
    return { account, message: accountMessages.checked };
  }
}

interface ProxyBodyParsed {
  proxy_type: 'HTTP' | 'HTTPS';
  proxy_ip: string;
  proxy_port: number;
  proxy_username?: string | null;
  proxy_password?: string | null;
}
