import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides tokens in path segments after reset-password and verification markers', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/api/auth/verify-email/tok')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactUrl('http://localhost:3000/api/auth/Reset-Password/tok#x')).toBe('http://localhost:3000/api/auth/Reset-Password/[redacted]');
  });

  it('hides secret query parameters, also inside a URL carried by another parameter', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/auth/callback/google?code=c0de&state=s7&iss=x')).toBe('/api/auth/callback/google?code=[redacted]&state=[redacted]&iss=x');
    expect(redactUrl('/x?TOKEN=a&id_token=b&my_secret=c')).toBe('/x?TOKEN=[redacted]&id_token=[redacted]&my_secret=[redacted]');
    expect(redactUrl(`/login?next=${encodeURIComponent('/reset-password?token=abc')}`)).not.toContain('abc');
  });

  it('leaves URLs without secrets alone', () => {
    for (const url of ['/api/auth/reset-password', '/api/auth/callback/google', '/api/plan?page=2', '/dashboard']) expect(redactUrl(url)).toBe(url);
  });
});

describe('redactText', () => {
  it('redacts URLs quoted in messages and stacks', () => {
    expect(redactText('Route GET:/api/auth/reset-password/abc123 not found')).toBe('Route GET:/api/auth/reset-password/[redacted] not found');
    expect(redactText('redirect to http://localhost:3000/reset-password?token=abc123 done')).toBe(
      'redirect to http://localhost:3000/reset-password?token=[redacted] done',
    );
  });
});
