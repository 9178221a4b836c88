import { describe, expect, it } from 'vitest';
import { authConfigOf } from './auth-config.route';

const base = { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined, SMTP_URL: undefined, NODE_ENV: 'development' } as const;

describe('the sign-in screens’ configuration', () => {
  it('given no SMTP server outside production, when asked, then it names the development mailbox', () => {
    expect(authConfigOf(base)).toEqual({ google: false, dev_mailbox: '/dev/mailbox' });
  });

  it('given an SMTP server, when asked, then mail is really sent and no mailbox is named', () => {
    expect(authConfigOf({ ...base, SMTP_URL: 'smtp://mail.example.com' }).dev_mailbox).toBeNull();
  });

  it('given production, when asked, then no mailbox is named (it answers 404 there)', () => {
    expect(authConfigOf({ ...base, NODE_ENV: 'production' }).dev_mailbox).toBeNull();
  });
});
