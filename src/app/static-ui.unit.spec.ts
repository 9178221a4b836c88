import { describe, expect, it } from 'vitest';
import { htmlFileFor } from './static-ui';

describe('htmlFileFor', () => {
  it('answers each public path with its prerendered page, ignoring the query and a trailing slash', () => {
    expect(htmlFileFor('/', undefined)).toBe('pages/landing.html');
    expect(htmlFileFor('/?utm_source=x', undefined)).toBe('pages/landing.html');
    expect(htmlFileFor('/privacy/', undefined)).toBe('pages/privacy.html');
    expect(htmlFileFor('/reset-password?token=abc', undefined)).toBe('pages/reset-password.html');
    expect(htmlFileFor('/login', 'theme=dark')).toBe('pages/login.html');
  });

  it('answers the dashboard and unknown paths with the app shell', () => {
    expect(htmlFileFor('/dashboard', undefined)).toBe('index.html');
    expect(htmlFileFor('/dashboard/do-not-contact', undefined)).toBe('index.html');
    expect(htmlFileFor('/no-such-page', undefined)).toBe('index.html');
    expect(htmlFileFor('/login/extra', undefined)).toBe('index.html');
  });

  it('gives a visitor with a session cookie the app shell on the signed-out pages, which sends them to the dashboard', () => {
    for (const cookie of ['better-auth.session_token=abc.def', 'a=1; __Secure-better-auth.session_token=abc.def']) {
      expect(htmlFileFor('/login', cookie)).toBe('index.html');
      expect(htmlFileFor('/signup', cookie)).toBe('index.html');
      expect(htmlFileFor('/forgot-password', cookie)).toBe('index.html');
      // Pages for everyone stay prerendered.
      expect(htmlFileFor('/privacy', cookie)).toBe('pages/privacy.html');
      expect(htmlFileFor('/reset-password', cookie)).toBe('pages/reset-password.html');
    }
    // An emptied cookie is no session.
    expect(htmlFileFor('/login', 'better-auth.session_token=')).toBe('pages/login.html');
  });

  it('falls back to the app shell when a prerendered page was not built', () => {
    expect(htmlFileFor('/', undefined, () => false)).toBe('index.html');
  });
});
