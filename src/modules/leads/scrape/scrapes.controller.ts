import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../platform/commands/command-endpoint';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { AccountSessions } from '../../accounts';
import { planAllows } from '../../billing';
import { ChangeLeadLibrary } from '../commands/change-lead-library.command';
import { leadMessages, sourceNameTaken } from '../contract';
import type { ScrapeListKind } from '../library/events';
import { PlanLimitsReader } from '../queries/plan-limits';
import {
  activeScrapeStages,
  type NameAvailabilityAnswer,
  type ScrapeProgress,
  type ScrapeRequest,
  type ScrapeStage,
  type ScrapeStartAnswer,
  scrapeMessages,
  scrapeRequestSchema,
} from '../scrape-contract';
import { failedTargetsOf } from './scrape-outcome';

const notFound = () => new DomainError(leadMessages.notFound, 'lead_source_not_found', 'not_found');

/** The lists a request reads: Verified Followers and Following of accounts, Retweeters and Favorites of posts. */
function kindsOf(request: ScrapeRequest): ScrapeListKind[] {
  if (request.scrapeType === 'accounts') {
    return [...(request.scrapeFollowers ? ['verifiedFollowers' as const] : []), ...(request.scrapeFollowing ? ['following' as const] : [])];
  }
  return [...(request.scrapeRetweeters ? ['retweeters' as const] : []), ...(request.scrapeFavorites ? ['likers' as const] : [])];
}

@ApiTags('Lead sources')
@Controller()
@UseGuards(SignedInGuard)
export class ScrapesController {
  constructor(
    private readonly commands: Commands,
    private readonly plans: PlanLimitsReader,
    private readonly sessions: AccountSessions,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * Starts a scrape: creates the scraped source (Queued) and queues its scrape. Free plans are refused with the
   * specification's message before anything else is read; then the form's rules, a connected account that can
   * read X, the name and the credits.
   */
  @Post('scrapes')
  @HttpCode(201)
  async start(@CommandCaller() caller: Caller, @Body() body: unknown): Promise<ScrapeStartAnswer> {
    const userId = caller.user.workspaceId;
    const { plan, creditsLimit } = await this.plans.of(userId);
    if (!planAllows(plan, 'scrape')) throw new DomainError(scrapeMessages.freePlanBlocked, 'scrape_not_allowed', 'forbidden');
    const request = scrapeRequestSchema.parse(body);
    const readingAccounts = (await this.sessions.activeSessions(userId)).length;
    const sourceId = randomUUID();
    const taskId = randomUUID();
    await this.commands.execute(
      new ChangeLeadLibrary({
        type: 'RequestScrape',
        userId,
        sourceId,
        taskId,
        name: request.name,
        scrapeType: request.scrapeType,
        kinds: kindsOf(request),
        targetAccounts: request.targetAccounts,
        postLinks: request.postLinks,
        includeKeywords: request.includeKeywords,
        excludeKeywords: request.excludeKeywords,
        excludeLocations: request.excludeLocations,
        followersFilter: request.followersFilter,
        plan,
        creditsLimit,
        readingAccounts,
      }),
      caller,
    );
    return { lead_source_id: sourceId, task_id: taskId, message: scrapeMessages.started };
  }

  /** Where one of the user's scrapes is; another user's, a missing one or a source that was not scraped: 404. */
  @Get('scrapes/:sourceId')
  async progress(@CurrentUser() user: SignedInUser, @Param('sourceId') sourceId: string): Promise<ScrapeProgress> {
    const source = await this.db.selectFrom('lead_sources').selectAll().where('id', '=', sourceId).where('user_id', '=', user.workspaceId).executeTakeFirst();
    if (!source?.scrape_type) throw notFound();
    const run = await this.db.selectFrom('scrape_runs').selectAll().where('source_id', '=', sourceId).executeTakeFirst();
    const stage = source.status as ScrapeStage;
    const active = activeScrapeStages.includes(stage);
    const done = await this.db
      .selectFrom('scrape_checkpoints as c')
      .select((eb) => eb.cast<number>(eb.fn.count('target_index').distinct(), 'integer').as('n'))
      .where('source_id', '=', sourceId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('scrape_checkpoints as o')
              .select(eb.lit(1).as('one'))
              .whereRef('o.source_id', '=', 'c.source_id')
              .whereRef('o.target_index', '=', 'c.target_index')
              .where('o.done', '=', false),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const targets = source.scrape_type === 'accounts' ? source.target_accounts : source.post_links;
    // While it runs, the targets already found unreadable, by the rule the scrape's end applies.
    const lists = active
      ? await this.db.selectFrom('scrape_checkpoints').select(['target_index', 'error']).where('source_id', '=', sourceId).orderBy('target_index').execute()
      : [];
    return {
      lead_source_id: source.id,
      task_id: source.task_id ?? '',
      name: source.name,
      stage,
      leads_found: active ? (run?.leads_found ?? 0) : source.total_leads,
      pages_fetched: run?.pages_fetched ?? 0,
      current_target: active ? (run?.current_target ?? null) : null,
      targets_done: active ? done.n : targets.length,
      targets_total: targets.length,
      estimated_seconds_left: active ? (run?.estimated_seconds_left ?? null) : null,
      failed_targets: active ? failedTargetsOf(targets, lists) : source.failed_targets,
      warning: source.warning,
      credit_limit_reached: source.credit_limit_reached || (run?.credit_limit_reached ?? false),
      error_message: source.error_message,
      scrape_type: source.scrape_type,
      target_accounts: source.target_accounts,
      post_links: source.post_links,
      include_keywords: source.include_keywords,
      exclude_keywords: source.exclude_keywords,
      exclude_locations: source.exclude_locations,
      started_at: source.created_at.toISOString(),
      finished_at: active ? null : (run?.finished_at?.toISOString() ?? source.updated_at.toISOString()),
    };
  }

  /** Whether the user has no source by this name (trimmed, any case): the form's check 500 ms after typing. */
  @Get('lead-source-names/available')
  async nameAvailable(@CurrentUser() user: SignedInUser, @Query('name') name: unknown): Promise<NameAvailabilityAnswer> {
    const wanted = typeof name === 'string' ? name.trim() : '';
    if (wanted.length === 0) return { name: wanted, available: false, message: scrapeMessages.nameRequired };
    const sources = await this.db.selectFrom('lead_sources').select('name').where('user_id', '=', user.workspaceId).execute();
    const taken = sourceNameTaken(sources.map((source) => source.name), wanted);
    return { name: wanted, available: !taken, message: taken ? scrapeMessages.nameTaken : null };
  }
}
