import { describe, expect, it } from 'vitest';
import { accountKey } from './account-rate-limits';
import { authPathOf, rateLimited, toFetchHeaders } from './auth-routes';
import { forBrowser } from './auth-response';

describe('authPathOf', () => {
  it('is the path below /api/auth however it is spelled', () => {
    for (const spelling of ['/api/auth/sign-in/email', '/api/auth/sign-in/email/', '/api/auth//sign-in//email', '/api/auth/Sign-In/EMAIL', '/api/auth/sign-in%2Femail']) {
      expect(authPathOf(spelling), spelling).toBe('/sign-in/email');
    }
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

describe('forBrowser', () => {
  it('drops session tokens from sign-in, sign-up and session answers', () => {
    expect(forBrowser({ redirect: false, token: 'secret', user: { id: 'u' } })).toEqual({ redirect: false, user: { id: 'u' } });
    expect(forBrowser({ session: { id: 's', token: 'secret' }, user: { id: 'u' } })).toEqual({ session: { id: 's' }, user: { id: 'u' } });
    expect(forBrowser([{ id: 's', token: 'secret' }])).toEqual([{ id: 's' }]);
    expect(forBrowser(null)).toBeNull();
  });

  it('words errors for users', () => {
    expect(forBrowser({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 8 characters',
    });
    expect(forBrowser({ code: 'INVALID_TOKEN', message: 'Invalid token' })).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Session expired or invalid link. Please request a new password reset.',
    });
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
