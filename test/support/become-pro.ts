import { buyPlan } from './buy-plan';
import type { TestApp } from './start-app';
import type { TestUser } from './users';

/** Pays the billing stand-in's hosted checkout for a Pro plan of `accounts` accounts, as the billing page's form does, and waits for the plan. */
export const becomePro = (app: TestApp, user: TestUser, accounts = 2): Promise<void> =>
  buyPlan(app, user, { plan_type: 'pro', allowed_accounts: accounts });
