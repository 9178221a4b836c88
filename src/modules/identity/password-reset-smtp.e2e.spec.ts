import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/support/mail/smtp-sink';
import { HttpSession } from '../../../test/support/oidc/http-session';
import { startTestApp, type TestApp } from '../../../test/support/start-app';

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'OutTwit <no-reply@outtwit.test>' });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

it('mails the reset link through SMTP; the link works once and ends the old sessions', async () => {
  const email = `smtp-${Date.now()}@example.com`;
  const session = new HttpSession({ origin: app.url });
  expect((await session.post(`${app.url}/api/auth/sign-up/email`, { email, password: 'correct-horse-42', name: '' })).status).toBe(200);

  const requested = await new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/request-password-reset`, {
    email,
    redirectTo: '/reset-password',
  });
  expect(requested.status).toBe(200);

  const mail = await smtp.waitFor((message) => message.to.includes(email));
  expect(mail.from).toBe('no-reply@outtwit.test');
  expect(mail.subject).toBe('Reset your OutTwit password');
  expect(mail.html).toContain('<a href=');
  const link = mail.links.find((candidate) => candidate.startsWith(`${app.url}/api/auth/reset-password/`));
  expect(link).toBeDefined();

  const landing = await fetch(link as string, { redirect: 'manual' });
  const location = new URL(landing.headers.get('location') as string);
  expect(location.pathname).toBe('/reset-password');
  const token = location.searchParams.get('token');

  const reset = () => new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/reset-password`, { newPassword: 'new-password-99', token });
  expect((await reset()).status).toBe(200);
  expect((await reset()).status).toBe(400);
  expect((await session.fetch(`${app.url}/api/plan`)).status).toBe(401);

  const signIn = await new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/sign-in/email`, { email, password: 'new-password-99' });
  expect(signIn.status).toBe(200);

  // With SMTP configured, nothing lands in the development mailbox.
  expect(await (await fetch(`${app.url}/api/dev/mailbox`)).json()).toEqual([]);
});

it('sends nothing for an unknown address and answers the same', async () => {
  const known = `known-${Date.now()}@example.com`;
  expect((await new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/sign-up/email`, { email: known, password: 'correct-horse-42', name: '' })).status).toBe(200);
  const before = smtp.messages.length;
  const response = await new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/request-password-reset`, {
    email: `nobody-${Date.now()}@example.com`,
    redirectTo: '/reset-password',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
  // A request for a known address, made after it, gets its mail: by then the unknown one's (handed to the same
  // background work first) would have arrived too. Only the known address's mail came.
  const knownRequest = await new HttpSession({ origin: app.url }).post(`${app.url}/api/auth/request-password-reset`, { email: known, redirectTo: '/reset-password' });
  expect(knownRequest.status).toBe(200);
  await smtp.waitFor((message) => message.to.includes(known));
  expect(smtp.messages.slice(before).map((message) => message.to)).toEqual([[known]]);
});
