import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { LEAD_LIMITS } from '../contract';
import type { PlanName } from '../library/decide';

export interface PlanLimits {
  plan: PlanName;
  creditsLimit: number;
}

/**
 * The user's plan and lead credit limit, from the plan record (billing's public plan_allowances view): its
 * lead_credits_limit, or the free plan's 10,000 for a user without a record yet.
 */
@Injectable()
export class PlanLimitsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async of(userId: string): Promise<PlanLimits> {
    const row = await this.db.selectFrom('plan_allowances').select(['plan', 'lead_credits_limit']).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return { plan: 'free', creditsLimit: LEAD_LIMITS.fallbackCredits.free };
    return { plan: row.plan, creditsLimit: row.lead_credits_limit };
  }
}
