import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppConfig } from '../../../platform/config/config';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
const KEY_LENGTH = 64;
/** The lowest cost scrypt takes: a test run signs hundreds of users up and in, each costing a production hash. */
const TEST_COST = { N: 16, r: 1, p: 1 };

/** better-auth's own scrypt, at its production cost. */
const productionHashing: PasswordHashing = {
  hash: async (password) => (await import('better-auth/crypto')).hashPassword(password),
  verify: async (data) => (await import('better-auth/crypto')).verifyPassword(data),
};

/** Salted scrypt at the lowest cost: still a hash, never a stored password, but no defence against guessing. */
const testHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const derived = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST);
    const stored = Buffer.from(key, 'hex');
    return stored.length === derived.length && timingSafeEqual(stored, derived);
  },
};

/** How the server hashes passwords: production's cost, unless a test run asked for the cheap one (TEST_PASSWORD_HASHING). */
export function passwordHashing(config: Pick<AppConfig, 'TEST_PASSWORD_HASHING'>): PasswordHashing {
  return config.TEST_PASSWORD_HASHING ? testHashing : productionHashing;
}
