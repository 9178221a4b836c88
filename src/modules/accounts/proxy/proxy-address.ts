import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../../../platform/http/domain-error';
import { accountMessages } from '../contract';

/** Loopback, private, link-local, shared, unspecified, multicast and cloud metadata ranges. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
// Alibaba Cloud's metadata address sits outside the ranges above.
blocked.addAddress('100.100.100.200', 'ipv4');
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and IPv4-compatible IPv6 (::a.b.c.d, deprecated), which would
  // otherwise carry any IPv4 address, 127.0.0.1 included, past the IPv4 rules.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4-mapped v6) is one a proxy must not point at. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The host as typed, checked for shape: an IP address or a DNS name (brackets around IPv6 dropped). */
export function normaliseProxyHost(input: string): string {
  const host = input.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) || HOST_PATTERN.test(host)) return host.toLowerCase();
  throw new DomainError(accountMessages.proxyHostInvalid, 'proxy_invalid');
}

/** The addresses a host name resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveWithSystem: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Refuses a proxy host that is, or resolves to, a loopback, private, link-local or metadata address (every
 * address it resolves to is checked, so a name pointing inside is refused like the address itself), unless
 * the operator allows private proxy hosts.
 */
export async function checkProxyHost(host: string, allowPrivate: boolean, resolve: ResolveHost = resolveWithSystem): Promise<string[]> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new DomainError(accountMessages.proxyHostUnresolved(host), 'proxy_invalid');
    }
  }
  if (!allowPrivate && (addresses.length === 0 || addresses.some(isBlockedAddress))) {
    throw new DomainError(accountMessages.proxyAddressNotAllowed, 'proxy_address_not_allowed');
  }
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
