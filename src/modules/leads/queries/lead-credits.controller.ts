import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { creditsLevel, LEAD_LIMITS, type LeadCreditsAnswer, percentOfLimit } from '../contract';
import { PlanLimitsReader } from './plan-limits';

@ApiTags('Lead sources')
@Controller('lead-credits')
@UseGuards(SignedInGuard)
export class LeadCreditsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly plans: PlanLimitsReader,
  ) {}

  /** Lead credits used (the sum of total_leads over the user's sources), the plan's limit and each source's share. */
  @Get()
  async credits(@CurrentUser() user: SignedInUser): Promise<LeadCreditsAnswer> {
    const [{ plan, creditsLimit: limit }, credits, sources] = await Promise.all([
      this.plans.of(user.workspaceId),
      this.db.selectFrom('lead_credits').select(['used', 'source_count']).where('user_id', '=', user.workspaceId).executeTakeFirst(),
      this.db
        .selectFrom('lead_sources')
        .select(['id', 'name', 'total_leads'])
        .where('user_id', '=', user.workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),
    ]);
    const used = Number(credits?.used ?? 0);
    const sourceCount = credits?.source_count ?? 0;
    const percent = percentOfLimit(used, limit);
    const maxSources = plan === 'free' ? LEAD_LIMITS.freeMaxSources : null;
    return {
      plan,
      used,
      limit,
      remaining: Math.max(0, limit - used),
      percent,
      level: creditsLevel(percent),
      source_count: sourceCount,
      max_sources: maxSources,
      can_create: used < limit && (maxSources === null || sourceCount < maxSources),
      sources: sources.map((source) => {
        const share = percentOfLimit(source.total_leads, limit);
        return { id: source.id, name: source.name, total_leads: source.total_leads, percent: share, amber: share > LEAD_LIMITS.cardAmberAbove };
      }),
    };
  }
}
