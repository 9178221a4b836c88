import { givenPaidPlan, userIdOf } from './given-paid-plan';
import type { TestApp } from './start-app';
import type { TestUser } from './users';

/** Makes the user Basic (no trial) through billing's own plan command, for tests not about paying. */
export const becomeBasic = async (app: TestApp, user: TestUser): Promise<void> => givenPaidPlan(app, await userIdOf(app, user.cookie), 'basic');
