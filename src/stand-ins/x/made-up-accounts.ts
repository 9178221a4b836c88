/**
 * Accounts the simulated X makes up for handles it does not know, so that whatever handle a person types in a
 * demo exists. The user id encodes the handle (it can be read back without any stored state, also after a
 * restart); the population derives the rest of the account from a hash of it.
 */

/** X's handle rule: 1 to 15 letters, digits or underscores. */
const WELL_FORMED = /^[a-z0-9_]{1,15}$/;
const ALPHABET = '_0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = BigInt(ALPHABET.length + 1);
/** Made-up ids are 25-digit numbers from 10^24: apart from the demo ids (9 digits) and synthetic ones (10). */
const MADE_UP_BASE = 10n ** 24n;

/** The handle as X compares it (no @, any case), or null when it is not a well-formed handle. */
export function wellFormedHandle(screenName: string): string | null {
  const key = screenName.trim().replace(/^@/, '').toLowerCase();
  return WELL_FORMED.test(key) ? key : null;
}

/** The user id of the made-up account of a well-formed handle (lower case). */
export function madeUpId(handle: string): string {
  let n = 0n;
  for (const char of handle) n = n * BASE + BigInt(ALPHABET.indexOf(char) + 1);
  return String(MADE_UP_BASE + n);
}

/** The handle a made-up id encodes, or null when the id is not a made-up one. */
export function handleOfMadeUpId(userId: string): string | null {
  if (!/^1\d{24}$/.test(userId)) return null;
  let n = BigInt(userId) - MADE_UP_BASE;
  let handle = '';
  while (n > 0n) {
    const digit = Number(n % BASE);
    if (digit === 0) return null;
    handle = ALPHABET[digit - 1] + handle;
    n /= BASE;
  }
  return WELL_FORMED.test(handle) ? handle : null;
}
