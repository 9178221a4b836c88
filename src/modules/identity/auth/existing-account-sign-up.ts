import { randomBytes } from 'node:crypto';
import type { Mail } from '../mail/mailer';

const ALREADY_REGISTERED = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

/** True for better-auth's answer to a sign-up with an address that already has an account. */
export async function isAlreadyRegistered(response: Response): Promise<boolean> {
  if (response.status !== 422) return false;
  const body = (await response.clone().json().catch(() => null)) as { code?: string } | null;
  return body?.code === ALREADY_REGISTERED;
}

/**
 * What a sign-up with a registered address answers instead of 422, so a sign-up cannot tell whether an
 * address has an account: the same 200 and body shape as a new account, without a session (the screen then
 * asks the person to check their email, where the owner finds a notice). Hashing the password first keeps
 * the time taken close to a real sign-up's.
 */
export async function concealedSignUpResponse(email: string, password: string | undefined, hashPassword: (password: string) => Promise<string>): Promise<Response> {
  await hashPassword(password ?? '');
  const now = new Date().toISOString();
  const user = {
    id: randomBytes(16).toString('base64url').slice(0, 32),
    email: email.toLowerCase(),
    name: email,
    image: null,
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
  };
  return Response.json({ token: null, user }, { status: 200 });
}

/** Tells the owner of an address that someone tried to open a second account with it. */
export function existingAccountSignUpMail(to: string, loginUrl: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to create an OutTwit account with your email',
    text: [
      'Someone tried to create an OutTwit account with this email address, which already has one.',
      '',
      `If it was you, sign in here: ${loginUrl}`,
      `Forgot your password? Reset it here: ${resetUrl}`,
      '',
      'If it was not you, you can ignore this mail: nothing has changed on your account.',
    ].join('\n'),
  };
}
