import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses the app must never connect to on a user's say-so (an account's proxy, a webhook endpoint): loopback,
 * private, link-local, shared, unspecified, multicast and cloud metadata ranges.
 */
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

/** Whether an IP address (v4, v6, or v4-mapped v6) is one a user's proxy or webhook must not point at. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1] as string, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}


/** The addresses a host name resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveWithSystem: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Where a host a user gave leads: its addresses (an IP address is its own), 'unresolved' when the name resolves to
 * none, or 'blocked' when any address is one of the ranges above (so a name pointing inside is refused like the
 * address itself), unless private hosts are allowed.
 */
export async function hostAddresses(host: string, allowPrivate: boolean, resolve: ResolveHost = resolveWithSystem): Promise<string[] | 'unresolved' | 'blocked'> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return 'unresolved';
    }
  }
  if (!allowPrivate && (addresses.length === 0 || addresses.some(isBlockedAddress))) return 'blocked';
  return addresses;
}

/**
 * Whether an operator's ALLOW_PRIVATE_*_HOSTS setting lets users point inside: '1' or 'true' yes, '0' or 'false'
 * no; unset, only in demo mode (whose X simulator and receivers run on this machine).
 */
export function privateHostsAllowed(setting: string | undefined, demoMode: boolean): boolean {
  return setting === undefined || setting === '' ? demoMode : setting === '1' || setting === 'true';
}
