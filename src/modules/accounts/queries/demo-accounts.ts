/** Demo mode's accounts of the simulated X, for Connect Account to fill in; none when X is real. */
import type { AppConfig } from '../../../platform/config/config';
import type { DemoAccountsAnswer } from '../contract';

export function demoAccounts(config: Pick<AppConfig, 'demoXAccounts'>): DemoAccountsAnswer {
  const accounts = config.demoXAccounts ?? [];
  return { accounts: accounts.map((a) => ({ screen_name: a.screenName, label: a.label, auth_token: a.authToken, ct0_token: a.ct0 })) };
}
