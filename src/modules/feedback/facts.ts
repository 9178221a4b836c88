import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import type { PlanName } from './item/decide';

/** What feedback commands need to know before deciding, read from the read models. */
@Injectable()
export class FeedbackFacts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** No plan record (yet) is the free plan. */
  async plan(userId: string): Promise<PlanName> {
    const row = await this.db.selectFrom('plan_allowances').select('plan').where('user_id', '=', userId).executeTakeFirst();
    return row?.plan ?? 'free';
  }

  async itemExists(feedbackId: string): Promise<boolean> {
    const row = await this.db.selectFrom('feedback_items').select('id').where('id', '=', feedbackId).where('deleted_at', 'is', null).executeTakeFirst();
    return row !== undefined;
  }
}
