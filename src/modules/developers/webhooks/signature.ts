import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme. */
export const SIGNATURE_HEADER = 'OutTwit-Signature';
/** How old a signed delivery may be when it is checked (replays of an older one are refused). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header's value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: 'malformed' | 'too_old' | 'mismatch' };

/**
 * Checks a delivery as a receiver should: the header's timestamp within the tolerance of `nowSeconds`, and one of
 * its v1 signatures (several during a secret's change) equal, compared in constant time, to the body's under
 * `secret`. The body must be the raw bytes received, before any JSON parsing.
 */
export function verifyWebhookSignature(secret: string, body: string, header: string | null | undefined, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')).map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { valid: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { valid: false, reason: 'too_old' };
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  return matches ? { valid: true } : { valid: false, reason: 'mismatch' };
}
