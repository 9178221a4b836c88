import { expect } from 'vitest';
import { defaultXApiSettings } from '../../src/modules/x';
import { XHttpGateway } from '../../src/modules/x/http/x-http-gateway';
import { callApi } from './api-call';
import { becomePro } from './become-pro';
import { SENDER } from './demo-sender';
import { freePort } from './free-port';
import { startTestApp, type TestApp } from './start-app';
import type { TestUser } from './users';

/** The account cap the fast runner app's server allows (under the product's 450, so answers show it bounding a cap). */
export const FAST_RUNNER_CEILING = 400;

/**
 * The app in demo mode with a small delay scale: the pace's random gaps (some 40 ms at midday, for a limit of 100 a
 * day), shrunk so a campaign of dozens of leads takes a few seconds, over several of the card's 300 ms roll-ups;
 * and a gateway to its X simulator, for reading the leads a campaign will message. Close both.
 */
export async function startFastRunnerApp(): Promise<{ app: TestApp; gateway: XHttpGateway }> {
  const app = await startTestApp({
    X_SIMULATOR: '1',
    X_SIMULATOR_PORT: String(await freePort()),
    RUNNER_DELAY_SCALE: '0.0001',
    RUNNER_PROGRESS_FLUSH_MS: '300',
    RUNNER_ACCOUNT_DAILY_CAP: String(FAST_RUNNER_CEILING),
  });
  const gateway = new XHttpGateway({ settings: defaultXApiSettings({ baseUrl: app.config.X_API_BASE as string }) });
  return { app, gateway };
}

/** Makes `user` Pro and connects the demo sender's account; gives the account's id. */
export async function proWithDemoSender(app: TestApp, user: TestUser): Promise<string> {
  await becomePro(app, user);
  const account = await callApi(app, user, '/api/accounts', 'POST', { auth_token: SENDER.authToken, ct0_token: SENDER.ct0 });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  return account.body.account.id as string;
}
