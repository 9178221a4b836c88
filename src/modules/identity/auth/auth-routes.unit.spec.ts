import { describe, expect, it } from 'vitest';
import { accountKey } from './account-rate-limits';
import { emailOf, rateLimited, toFetchHeaders } from './auth-routes';

describe('emailOf', () => {
  it('reads the email of JSON and form bodies', () => {
    expect(emailOf(Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x' })), 'application/json')).toBe('a@b.c');
    expect(emailOf(Buffer.from('email=a%40b.c&password=x'), 'application/x-www-form-urlencoded')).toBe('a@b.c');
  });

  it('answers undefined for no body, bad JSON or a non-string email', () => {
    expect(emailOf(undefined, 'application/json')).toBeUndefined();
    expect(emailOf(Buffer.from('{'), 'application/json')).toBeUndefined();
    expect(emailOf(Buffer.from('{"email":["a@b.c"]}'), 'application/json')).toBeUndefined();
    expect(emailOf(Buffer.from('null'), 'application/json')).toBeUndefined();
  });
});

describe('accountKey', () => {
  it('is the same for any spelling of an address, differs per action, and does not contain the address', () => {
    expect(accountKey('sign-in', ' Alice@Example.com ')).toBe(accountKey('sign-in', 'alice@example.com'));
    expect(accountKey('sign-in', 'alice@example.com')).not.toBe(accountKey('password-reset', 'alice@example.com'));
    expect(accountKey('sign-in', 'alice@example.com')).not.toContain('alice');
  });
});

describe('rateLimited', () => {
  it('says how long to wait', () => {
    expect(rateLimited(30)).toEqual({ message: 'Too many attempts. Please try again in 30 seconds.', code: 'rate_limited' });
    expect(rateLimited(60).message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimited(14 * 60 + 1).message).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe('toFetchHeaders', () => {
  it('keeps every header, repeated ones too, and replaces X-Forwarded-For by the resolved client address', () => {
    const headers = toFetchHeaders({
      ip: '203.0.113.9',
      headers: { cookie: 'a=1', 'x-forwarded-for': '1.2.3.4, 10.0.0.1', accept: ['text/html', 'application/json'] },
    } as never);
    expect(headers.get('cookie')).toBe('a=1');
    expect(headers.get('accept')).toBe('text/html, application/json');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });
});
