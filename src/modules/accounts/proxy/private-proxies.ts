/** Whether a proxy may point at a private or local address: ALLOW_PRIVATE_PROXY_HOSTS, or demo mode when it is unset. */
import type { AppConfig } from '../../../platform/config/config';

export function allowPrivateProxies(config: Pick<AppConfig, 'ALLOW_PRIVATE_PROXY_HOSTS' | 'X_SIMULATOR'>): boolean {
  const setting = config.ALLOW_PRIVATE_PROXY_HOSTS;
  return setting === undefined || setting === '' ? config.X_SIMULATOR : setting === '1' || setting === 'true';
}
