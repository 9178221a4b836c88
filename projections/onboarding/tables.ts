import type { Generated } from 'kysely';
import type { DefaultTimestamp } from '../columns';

/** One row per user: the tour steps done, skipped or dismissed, and the dashboard's visits. */
export interface UserOnboardingTable {
  id: Generated<string>;
  user_id: string;
  completed_steps: Generated<string[]>;
  dashboard_visits: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The onboarding context's tables. */
export interface OnboardingTables {
  user_onboarding: UserOnboardingTable;
}
