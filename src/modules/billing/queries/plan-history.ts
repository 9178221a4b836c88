/** The plan history read model as the API answers it: every change of a user's plan, newest first. */
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { PlanHistoryRow } from '../contract';

@Injectable()
export class PlanHistory {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async history(userId: string): Promise<PlanHistoryRow[]> {
    const rows = await this.db
      .selectFrom('plan_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('stream_version', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      change: row.change,
      from: row.from_plan ? { plan: row.from_plan, allowed_accounts: row.from_accounts ?? 0 } : null,
      to: row.to_plan ? { plan: row.to_plan, allowed_accounts: row.to_accounts ?? 0 } : null,
      by: row.by,
    }));
  }
}
