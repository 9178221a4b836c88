/** Whether a proxy may point at a private or local address: ALLOW_PRIVATE_PROXY_HOSTS, or demo mode when it is unset. */
import type { AppConfig } from '../../../platform/config/config';
import { privateHostsAllowed } from '../../../platform/net/blocked-addresses';

export function allowPrivateProxies(config: Pick<AppConfig, 'ALLOW_PRIVATE_PROXY_HOSTS' | 'X_SIMULATOR'>): boolean {
  return privateHostsAllowed(config.ALLOW_PRIVATE_PROXY_HOSTS, config.X_SIMULATOR);
}
