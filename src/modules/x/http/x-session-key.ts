import { createHash } from 'node:crypto';
import type { XSession } from '../x-gateway.port';

/** A short, irreversible key for an account: used for pacing and caching, never the token itself. */
export function sessionKey(session: Pick<XSession, 'authToken'>): string {
  return createHash('sha256').update(session.authToken).digest('hex').slice(0, 16);
}
