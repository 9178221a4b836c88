import { isIP } from 'node:net';
import { hostAddresses, type ResolveHost, resolveWithSystem } from '../../../platform/net/blocked-addresses';
import { DomainError } from '../../../platform/http/domain-error';
import { accountMessages } from '../contract';

const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The host as typed, checked for shape: an IP address or a DNS name (brackets around IPv6 dropped). */
export function normaliseProxyHost(input: string): string {
  const host = input.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) || HOST_PATTERN.test(host)) return host.toLowerCase();
  throw new DomainError(accountMessages.proxyHostInvalid, 'proxy_invalid');
}

/**
 * Refuses a proxy host that is, or resolves to, a loopback, private, link-local or metadata address (every
 * address it resolves to is checked, so a name pointing inside is refused like the address itself), unless
 * the operator allows private proxy hosts.
 */
export async function checkProxyHost(host: string, allowPrivate: boolean, resolve: ResolveHost = resolveWithSystem): Promise<string[]> {
  const addresses = await hostAddresses(host, allowPrivate, resolve);
  if (addresses === 'unresolved') throw new DomainError(accountMessages.proxyHostUnresolved(host), 'proxy_invalid');
  if (addresses === 'blocked') throw new DomainError(accountMessages.proxyAddressNotAllowed, 'proxy_address_not_allowed');
  return addresses;
}

/** Where to connect to a proxy: the checked address, and for an HTTPS proxy named by DNS the name its certificate must show. */
export interface PinnedProxyHost {
  host: string;
  servername?: string;
}

/**
 * The proxy as requests should use it: a proxy named by DNS is pinned to the address just checked, so the name
 * cannot resolve somewhere else between the check and the connection; an HTTPS proxy's TLS is then spoken to
 * that address under the name (its certificate is checked against the name). Checked again at each use.
 */
export async function pinnedProxyHost(
  host: string,
  type: 'HTTP' | 'HTTPS',
  allowPrivate: boolean,
  resolve: ResolveHost = resolveWithSystem,
): Promise<PinnedProxyHost> {
  const addresses = await checkProxyHost(host, allowPrivate, resolve);
  const address = addresses[0];
  if (isIP(host) || !address) return { host };
  return type === 'HTTPS' ? { host: address, servername: host } : { host: address };
}
