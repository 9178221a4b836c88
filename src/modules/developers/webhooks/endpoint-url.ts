import type { AppConfig } from '../../../platform/config/config';
import { DomainError } from '../../../platform/http/domain-error';
import { hostAddresses, privateHostsAllowed, type ResolveHost, resolveWithSystem } from '../../../platform/net/blocked-addresses';
import { webhookMessages } from '../contract/webhooks';

/** Whether endpoints may point inside: ALLOW_PRIVATE_WEBHOOK_HOSTS, or demo mode when it is unset. */
export function allowPrivateWebhookHosts(config: Pick<AppConfig, 'ALLOW_PRIVATE_WEBHOOK_HOSTS' | 'X_SIMULATOR'>): boolean {
  return privateHostsAllowed(config.ALLOW_PRIVATE_WEBHOOK_HOSTS, config.X_SIMULATOR);
}

/**
 * An endpoint's URL as it may be used: https (http only where private hosts are allowed, for a receiver on this
 * machine), with no credentials in it, and a host that is not, and does not resolve to, a loopback, private,
 * link-local or metadata address. Checked when the endpoint is added and again before every delivery, so a
 * name that later resolves inside (DNS rebinding) is refused then.
 */
export async function checkEndpointUrl(input: string, allowPrivate: boolean, resolve: ResolveHost = resolveWithSystem): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new DomainError(webhookMessages.urlInvalid, 'webhook_url_invalid');
  }
  const schemeAllowed = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!schemeAllowed || url.username || url.password || !url.hostname) throw new DomainError(webhookMessages.urlInvalid, 'webhook_url_invalid');
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await hostAddresses(host, false, resolve);
  if (addresses === 'unresolved') throw new DomainError(webhookMessages.urlUnresolved(host), 'webhook_url_unresolved');
  if (addresses === 'blocked') throw new DomainError(webhookMessages.urlNotAllowed, 'webhook_url_not_allowed');
  return url;
}
