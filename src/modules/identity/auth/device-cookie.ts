import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_BASE_PATH } from './create-auth';

/**
 * Device cookies (OWASP's answer to lock-outs): a browser that signed in to an account gets a signed,
 * HttpOnly cookie naming a random device id and the account. Its sign-in attempts count against that
 * device, not against the account, so a stranger's guesses (which lock unknown devices out of the account)
 * cannot lock the owner out, while guesses from a device cookie are still limited per device.
 */
export const DEVICE_COOKIE = 'outtwit.device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const digestOf = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);

export class DeviceCookies {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** The Set-Cookie header of a new device cookie for the account of `email` (already normalised). */
  issue(email: string): string {
    const value = this.sign(`${randomBytes(16).toString('base64url')}.${digestOf(email)}`);
    const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, `Path=${AUTH_BASE_PATH}`, 'HttpOnly', 'SameSite=Lax'];
    if (this.secure) attributes.push('Secure');
    return `${DEVICE_COOKIE}=${value}; ${attributes.join('; ')}`;
  }

  /**
   * The device id of the request's cookie when it is genuine and was issued for `email`'s account;
   * undefined for no cookie, a forged one, or one of another account (such a browser is unknown here).
   */
  knownDevice(cookieHeader: string | undefined, email: string): string | undefined {
    const value = cookieValue(cookieHeader, DEVICE_COOKIE);
    const parts = value?.split('.') ?? [];
    if (parts.length !== 3) return undefined;
    const [device, account, signature] = parts;
    const expected = this.signature(`${device}.${account}`);
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return account === digestOf(email) ? device : undefined;
  }

  private sign(payload: string): string {
    return `${payload}.${this.signature(payload).toString()}`;
  }

  private signature(payload: string): Buffer {
    return Buffer.from(createHmac('sha256', this.secret).update(`device-cookie:${payload}`).digest('base64url'));
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
