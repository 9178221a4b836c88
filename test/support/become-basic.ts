import { buyPlan } from './buy-plan';
import type { TestApp } from './start-app';
import type { TestUser } from './users';

/** Pays the billing stand-in's hosted checkout for a Basic plan, as the billing page's form does, and waits for the plan. */
export const becomeBasic = (app: TestApp, user: TestUser): Promise<void> => buyPlan(app, user, { plan_type: 'basic', trial: false }, 20_000);
