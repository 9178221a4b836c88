import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, SignedInGuard, type SignedInUser } from '../../../platform/http/current-user';
import { FREE_PLAN } from '../plan/decide';
import type { PlanName } from '../plan/events';
import { leadCreditsForPlan } from '../shared/lead-credits';

/** The plan record as the specification names its fields. */
export interface PlanResponse {
  user_id: string;
  plan: PlanName;
  allowed_accounts: number;
  current_accounts: number;
  lead_credits_limit: number;
  scheduled_downgrade_date: string | null;
  scheduled_downgrade_plan: PlanName | null;
  scheduled_downgrade_accounts: number | null;
  created_at: string | null;
  updated_at: string | null;
}

/** What a user without a plan record yet has: the free plan (its record is being created). */
export function freePlanDefaults(userId: string): PlanResponse {
  return {
    user_id: userId,
    plan: FREE_PLAN.plan,
    allowed_accounts: FREE_PLAN.allowedAccounts,
    current_accounts: FREE_PLAN.currentAccounts,
    lead_credits_limit: leadCreditsForPlan(FREE_PLAN.plan, FREE_PLAN.allowedAccounts),
    scheduled_downgrade_date: null,
    scheduled_downgrade_plan: null,
    scheduled_downgrade_accounts: null,
    created_at: null,
    updated_at: null,
  };
}

@ApiTags('Plan')
@Controller('plan')
@UseGuards(SignedInGuard)
export class GetPlanController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The signed-in user's plan record, or the free plan's values while it does not exist yet. */
  @Get()
  async get(@CurrentUser() user: SignedInUser): Promise<PlanResponse> {
    const row = await this.db
      .selectFrom('plans')
      .select([
        'user_id',
        'plan',
        'allowed_accounts',
        'current_accounts',
        'lead_credits_limit',
        'scheduled_downgrade_date',
        'scheduled_downgrade_plan',
        'scheduled_downgrade_accounts',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', user.workspaceId)
      .executeTakeFirst();
    if (!row) return freePlanDefaults(user.workspaceId);
    return {
      ...row,
      scheduled_downgrade_date: row.scheduled_downgrade_date?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
