import { createHash, randomBytes } from 'node:crypto';

/** Keys read as ours at a glance (and in a leaked-secret scan): 'otk_' and 32 random characters. */
const KEY_PREFIX = 'otk_';
/** How much of a key the Developers page shows to tell keys apart. */
const SHOWN_CHARACTERS = 12;

/** A new key: the key itself (shown once), what is kept of it (its SHA-256) and what is shown (its first characters). */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, keyHash: apiKeyHash(key), prefix: key.slice(0, SHOWN_CHARACTERS) };
}

export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');
