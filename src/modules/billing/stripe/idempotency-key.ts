/** A key for Stripe's Idempotency-Key header: the same command (user, action, request) gives the same key. */
import { createHash } from 'node:crypto';

export function idempotencyKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
