/** The plan history read model as the API answers it: every change of a user's plan, newest first. */
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { PlanHistoryRow } from '../contract';

@Injectable()
export class PlanHistory {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Each change a person made is named by their email (a row from before actors were kept: the workspace owner's). */
  async history(userId: string): Promise<PlanHistoryRow[]> {
    const rows = await this.db
      .selectFrom('plan_history as h')
      .leftJoin('user_emails as e', (join) => join.on((eb) => eb('e.id', '=', eb.fn.coalesce('h.actor_id', 'h.user_id'))))
      .selectAll('h')
      .select('e.email as by_email')
      .where('h.user_id', '=', userId)
      .orderBy('h.stream_version', 'desc')
      .orderBy('h.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      change: row.change,
      from: row.from_plan ? { plan: row.from_plan, allowed_accounts: row.from_accounts ?? 0 } : null,
      to: row.to_plan ? { plan: row.to_plan, allowed_accounts: row.to_accounts ?? 0 } : null,
      by: row.by,
      by_email: row.by === 'user' || row.by === 'checkout' ? (row.by_email ?? null) : null,
    }));
  }
}
