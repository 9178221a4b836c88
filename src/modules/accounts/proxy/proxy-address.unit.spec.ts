import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../../platform/net/blocked-addresses';
import { checkProxyHost, normaliseProxyHost, pinnedProxyHost } from './proxy-address';

describe('proxy addresses', () => {
  it('blocks loopback, private, link-local, metadata and mapped addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('blocks IPv4-compatible IPv6 (::/96), which carries an IPv4 address past the IPv4 rules', () => {
    for (const address of ['::127.0.0.1', '::7f00:1', '0:0:0:0:0:0:127.0.0.1', '::169.254.169.254', '::a00:1', '::8.8.8.8']) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['203.0.113.9', '8.8.8.8', '2001:4860:4860::8888', '172.32.0.1']) expect(isBlockedAddress(address), address).toBe(false);
  });

  it('checks what a name resolves to, unless the operator allows private hosts', async () => {
    await expect(checkProxyHost('localhost', false)).rejects.toThrow(/not allowed/);
    await expect(checkProxyHost('169.254.169.254', false)).rejects.toThrow(/not allowed/);
    await expect(checkProxyHost('127.0.0.1', true)).resolves.toEqual(['127.0.0.1']);
    await expect(checkProxyHost('203.0.113.9', false)).resolves.toEqual(['203.0.113.9']);
  });

  it('pins a proxy named by DNS to the address it checked: a name that resolves elsewhere on a second lookup is not looked up again', async () => {
    // A rebinding name: public for the check, loopback for whoever asks next.
    const answers = [['203.0.113.7'], ['127.0.0.1']];
    const lookups: string[] = [];
    const rebinding = async (host: string) => {
      lookups.push(host);
      return answers[Math.min(lookups.length - 1, 1)] as string[];
    };
    await expect(pinnedProxyHost('proxy.example.com', 'HTTPS', false, rebinding)).resolves.toEqual({ host: '203.0.113.7', servername: 'proxy.example.com' });
    expect(lookups).toEqual(['proxy.example.com']);
    // The next use checks again, and refuses what the name points at now.
    await expect(pinnedProxyHost('proxy.example.com', 'HTTPS', false, rebinding)).rejects.toThrow(/not allowed/);
    await expect(pinnedProxyHost('proxy.example.com', 'HTTP', false, async () => ['203.0.113.8'])).resolves.toEqual({ host: '203.0.113.8' });
    await expect(pinnedProxyHost('203.0.113.9', 'HTTPS', false)).resolves.toEqual({ host: '203.0.113.9' });
  });

  it('accepts IPs and DNS names, brackets around IPv6 dropped; refuses anything else', () => {
    expect(normaliseProxyHost(' Proxy.Example.com ')).toBe('proxy.example.com');
    expect(normaliseProxyHost('[2001:db8::1]')).toBe('2001:db8::1');
    expect(() => normaliseProxyHost('http://evil/')).toThrow();
    expect(() => normaliseProxyHost('a b')).toThrow();
  });
});
