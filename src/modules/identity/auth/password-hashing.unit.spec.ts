import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing';

describe('passwordHashing', () => {
  const cheap = passwordHashing({ TEST_PASSWORD_HASHING: true });

  it('given a test run, when a password is hashed, then only that password verifies, and two hashes of it differ', async () => {
    const hash = await cheap.hash('correct-horse-42');
    expect(hash).not.toContain('correct-horse-42');
    expect(await cheap.verify({ hash, password: 'correct-horse-42' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'correct-horse-43' })).toBe(false);
    expect(await cheap.hash('correct-horse-42')).not.toBe(hash);
  });

  it('given a malformed stored hash, when a password is checked, then it does not verify', async () => {
    expect(await cheap.verify({ hash: 'no-separator', password: 'x' })).toBe(false);
    expect(await cheap.verify({ hash: 'salt:abcd', password: 'x' })).toBe(false);
  });

  it('given a server, when a password is hashed, then it is better-auth\'s own scrypt at production cost', async () => {
    const production = passwordHashing({ TEST_PASSWORD_HASHING: undefined });
    const hash = await production.hash('correct-horse-42');
    const { verifyPassword } = await import('better-auth/crypto');
    expect(await verifyPassword({ hash, password: 'correct-horse-42' })).toBe(true);
    expect(await production.verify({ hash, password: 'wrong-horse-42' })).toBe(false);
  });
});
