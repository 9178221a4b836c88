import { Inject, Injectable } from '@nestjs/common';
import { type Selectable, sql } from 'kysely';
import type { UserOnboardingTable } from '../../../projections/onboarding/tables';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { applyOnboardingUpdate } from './completed-steps';
import { EMPTY_ONBOARDING, type OnboardingState, type UpdateOnboardingBody } from './contract';

type OnboardingRow = Pick<Selectable<UserOnboardingTable>, 'completed_steps' | 'dashboard_visits'>;

const toState = (row: OnboardingRow): OnboardingState => ({ completedSteps: row.completed_steps, dashboardVisits: row.dashboard_visits });

/**
 * The user_onboarding table: one row per user. Every write goes through an insert that meets an existing row on
 * the unique user_id, so concurrent first loads end with one row, never a duplicate.
 */
@Injectable()
export class OnboardingStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async get(userId: string): Promise<OnboardingState> {
    const row = await this.db.selectFrom('user_onboarding').select(['completed_steps', 'dashboard_visits']).where('user_id', '=', userId).executeTakeFirst();
    return row ? toState(row) : EMPTY_ONBOARDING;
  }

  /** Counts one opening of the dashboard and answers the state after it. */
  async recordVisit(userId: string): Promise<OnboardingState> {
    const row = await this.db
      .insertInto('user_onboarding')
      .values({ user_id: userId, dashboard_visits: 1 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ dashboard_visits: sql`user_onboarding.dashboard_visits + 1`, updated_at: sql`now()` }))
      .returning(['completed_steps', 'dashboard_visits'])
      .executeTakeFirstOrThrow();
    return toState(row);
  }

  /** Completes ids and resets, on the row locked for the update, so two tabs completing tours lose neither. */
  async update(userId: string, update: UpdateOnboardingBody): Promise<OnboardingState> {
    return this.db.transaction().execute(async (trx) => {
      await trx.insertInto('user_onboarding').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      const current: OnboardingRow = await trx
        .selectFrom('user_onboarding')
        .select(['completed_steps', 'dashboard_visits'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = applyOnboardingUpdate(current.completed_steps, update);
      await trx
        .updateTable('user_onboarding')
        .set((eb) => ({ completed_steps: next, updated_at: eb.fn('now') }))
        .where('user_id', '=', userId)
        .execute();
      return { completedSteps: next, dashboardVisits: current.dashboard_visits };
    });
  }
}
