import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import type { PlanName, SourceFact } from './campaign/decide';

/** Lead source statuses of a scrape still running: such a source cannot be selected or started. */
const SCRAPING_STATUSES = ['pending', 'preparing', 'connecting', 'scraping', 'active'];

/**
 * What campaign commands need to know of other contexts, read from their read models just before the
 * command, always scoped to the user: another user's source, template or account is simply absent.
 */
@Injectable()
export class CampaignFacts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async plan(userId: string): Promise<PlanName> {
    const row = await this.db.selectFrom('plan_allowances').select('plan').where('user_id', '=', userId).executeTakeFirst();
    return row?.plan ?? 'free';
  }

  async sources(userId: string, ids: readonly string[]): Promise<SourceFact[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('lead_source_summaries')
      .select(['id', 'status', 'total_leads'])
      .where('user_id', '=', userId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map((row) => ({ id: row.id, scraping: SCRAPING_STATUSES.includes(row.status), totalLeads: Number(row.total_leads) }));
  }

  async templateExists(userId: string, templateId: string | undefined): Promise<boolean> {
    if (!templateId) return false;
    const row = await this.db.selectFrom('message_templates').select('id').where('user_id', '=', userId).where('id', '=', templateId).executeTakeFirst();
    return row !== undefined;
  }

  /** Every one of these templates is the user's (true for none). */
  async templatesExist(userId: string, templateIds: readonly string[]): Promise<boolean> {
    const wanted = [...new Set(templateIds)];
    if (wanted.length === 0) return true;
    const rows = await this.db.selectFrom('message_templates').select('id').where('user_id', '=', userId).where('id', 'in', wanted).execute();
    return rows.length === wanted.length;
  }

  async accountExists(userId: string, accountId: string | null | undefined): Promise<boolean> {
    if (!accountId) return false;
    const row = await this.db.selectFrom('connected_account_states').select('id').where('user_id', '=', userId).where('id', '=', accountId).executeTakeFirst();
    return row !== undefined;
  }
}
