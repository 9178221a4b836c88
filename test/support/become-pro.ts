import { givenPaidPlan, userIdOf } from './given-paid-plan';
import type { TestApp } from './start-app';
import type { TestUser } from './users';

/** Makes the user Pro for `accounts` accounts through billing's own plan command, for tests not about paying. */
export const becomePro = async (app: TestApp, user: TestUser, accounts = 2): Promise<void> =>
  givenPaidPlan(app, await userIdOf(app, user.cookie), 'pro', accounts);
