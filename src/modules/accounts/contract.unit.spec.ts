import { describe, expect, it } from 'vitest';
import { accountMessages, cleanToken, connectAccountSchema, parseQuickAdd, planLimitAccounts, proxySchema } from './contract';

describe('Quick Add', () => {
  it('sets IP and port from 2 parts, and the credentials from 4', () => {
    expect(parseQuickAdd('203.0.113.9:8080')).toEqual({ proxy_ip: '203.0.113.9', proxy_port: '8080' });
    expect(parseQuickAdd(' 203.0.113.9:8080:bob:s3cret ')).toEqual({ proxy_ip: '203.0.113.9', proxy_port: '8080', proxy_username: 'bob', proxy_password: 's3cret' });
  });

  it('ignores a third part alone, keeps colons in a password, and refuses fewer than 2 parts', () => {
    expect(parseQuickAdd('203.0.113.9:8080:bob')).toEqual({ proxy_ip: '203.0.113.9', proxy_port: '8080' });
    expect(parseQuickAdd('h:1:u:p:with:colons')?.proxy_password).toBe('p:with:colons');
    expect(parseQuickAdd('203.0.113.9')).toBeNull();
    expect(parseQuickAdd(':8080')).toBeNull();
  });
});

describe('connect body', () => {
  it('trims and strips quotes from both tokens', () => {
    expect(cleanToken(' "abc" ')).toBe('abc');
    expect(connectAccountSchema.parse({ auth_token: " 'a' ", ct0_token: '“b”\n' })).toEqual({ auth_token: 'a', ct0_token: 'b' });
  });

  it('needs both tokens', () => {
    for (const body of [{}, { auth_token: 'a' }, { auth_token: 'a', ct0_token: ' "" ' }, null, 'x']) {
      const result = connectAccountSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(accountMessages.tokensRequired);
    }
  });
});

describe('proxy body', () => {
  it('defaults to HTTP and takes the port as text', () => {
    expect(proxySchema.parse({ proxy_ip: ' 203.0.113.9 ', proxy_port: '8080' })).toMatchObject({ proxy_type: 'HTTP', proxy_ip: '203.0.113.9', proxy_port: 8080 });
  });

  it('needs IP and port, and a port in range', () => {
    expect(proxySchema.safeParse({ proxy_ip: '', proxy_port: 80 }).error?.issues[0]?.message).toBe(accountMessages.proxyIpPortRequired);
    expect(proxySchema.safeParse({ proxy_ip: 'h', proxy_port: 70000 }).error?.issues[0]?.message).toBe(accountMessages.proxyPortInvalid);
    expect(proxySchema.safeParse({ proxy_ip: 'h', proxy_port: 80, proxy_type: 'SOCKS5' }).success).toBe(false);
  });
});

it('the plan-limit modal shows allowed_accounts or the word multiple', () => {
  expect(planLimitAccounts(3)).toBe('3');
  expect(planLimitAccounts(0)).toBe('multiple');
  expect(planLimitAccounts(null)).toBe('multiple');
  expect(accountMessages.campaignsNeedSelection(2)).toBe('2 campaign(s) need account selection. Please go to Campaigns to select which account to use.');
});
