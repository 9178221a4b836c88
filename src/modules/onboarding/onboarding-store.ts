import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { applyOnboardingUpdate } from './completed-steps';
import { EMPTY_ONBOARDING, type OnboardingState, type UpdateOnboardingBody } from './contract';

interface OnboardingRow {
  completed_steps: string[];
  dashboard_visits: number;
}

const toState = (row: OnboardingRow): OnboardingState => ({ completedSteps: row.completed_steps, dashboardVisits: row.dashboard_visits });

/**
 * The user_onboarding table: one row per user. Every write goes through an insert that meets an existing row on
 * the unique user_id, so concurrent first loads end with one row, never a duplicate.
 */
@Injectable()
export class OnboardingStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async get(userId: string): Promise<OnboardingState> {
    const { rows } = await sql<OnboardingRow>`
      select completed_steps, dashboard_visits from user_onboarding where user_id = ${userId}`.execute(this.db);
    return rows[0] ? toState(rows[0]) : EMPTY_ONBOARDING;
  }

  /** Counts one opening of the dashboard and answers the state after it. */
  async recordVisit(userId: string): Promise<OnboardingState> {
    const { rows } = await sql<OnboardingRow>`
      insert into user_onboarding (user_id, dashboard_visits) values (${userId}, 1)
      on conflict (user_id) do update
        set dashboard_visits = user_onboarding.dashboard_visits + 1, updated_at = now()
      returning completed_steps, dashboard_visits`.execute(this.db);
    return toState(rows[0] as OnboardingRow);
  }

  /** Completes ids and resets, on the row locked for the update, so two tabs completing tours lose neither. */
  async update(userId: string, update: UpdateOnboardingBody): Promise<OnboardingState> {
    return this.db.transaction().execute(async (trx) => {
      await sql`insert into user_onboarding (user_id) values (${userId}) on conflict (user_id) do nothing`.execute(trx);
      const { rows } = await sql<OnboardingRow>`
        select completed_steps, dashboard_visits from user_onboarding where user_id = ${userId} for update`.execute(trx);
      const current = rows[0] as OnboardingRow;
      const next = applyOnboardingUpdate(current.completed_steps, update);
      await sql`
        update user_onboarding set completed_steps = ${next}::text[], updated_at = now() where user_id = ${userId}`.execute(trx);
      return { completedSteps: next, dashboardVisits: current.dashboard_visits };
    });
  }
}
