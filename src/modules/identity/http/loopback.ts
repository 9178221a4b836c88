import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a socket's peer address is this machine's loopback interface (127.0.0.0/8, ::1, or either as an
 * IPv4-mapped IPv6 address). Only the operating system's view of the connection counts: headers such as
 * X-Forwarded-For are chosen by the client.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(unmapped)) return unmapped.startsWith('127.');
  return isIPv6(unmapped) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(unmapped);
}

/**
 * Whether a Host header names this machine by a loopback name. A page of another site that got its domain
 * to resolve to 127.0.0.1 (DNS rebinding) still sends its own name, so it is told apart here.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (!host || !/^[\w.\-[\]:]+$/.test(host)) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[|\]$/g, ''));
}
