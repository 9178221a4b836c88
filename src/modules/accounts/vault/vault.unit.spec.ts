import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addKeyToFile, keyFilePath, loadKeyring } from './keyring';
import { Vault } from './vault';

const dir = mkdtempSync(path.join(tmpdir(), 'vault-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const owner = { userId: 'user-a', accountId: 'acc-1' };

describe('vault', () => {
  it('generates a key file with mode 600 and reuses it', () => {
    const first = loadKeyring({ dataDir: dir });
    expect(statSync(keyFilePath(dir)).mode & 0o777).toBe(0o600);
    expect(loadKeyring({ dataDir: dir }).currentId).toBe(first.currentId);
  });

  it('encrypts with AES-256-GCM under the key id, bound to its owner and name', () => {
    const vault = new Vault(loadKeyring({ dataDir: dir }));
    const { keyId, ciphertext } = vault.encrypt(owner, 'auth_token', 'secret-token-value');
    expect(ciphertext.startsWith(`v1:${keyId}:`)).toBe(true);
    expect(ciphertext).not.toContain('secret-token-value');
    expect(vault.decrypt(owner, 'auth_token', ciphertext)).toBe('secret-token-value');
    expect(() => vault.decrypt({ ...owner, userId: 'user-b' }, 'auth_token', ciphertext)).toThrow(/authentication/);
    expect(() => vault.decrypt(owner, 'ct0', ciphertext)).toThrow(/authentication/);
    expect(vault.encrypt(owner, 'auth_token', 'secret-token-value').ciphertext).not.toBe(ciphertext);
  });

  it('refuses an entry whose authentication tag is shorter or longer than 16 bytes (a truncated tag is easier to forge)', () => {
    const vault = new Vault(loadKeyring({ dataDir: dir }));
    const sealed = vault.encrypt(owner, 'auth_token', 'secret-token-value');
    const parts = sealed.ciphertext.split(':');
    const tag = Buffer.from(parts[3] as string, 'base64');
    expect(tag).toHaveLength(16);
    const withTag = (t: Buffer) => [...parts.slice(0, 3), t.toString('base64'), parts[4]].join(':');
    for (const length of [4, 8, 12, 15]) {
      expect(() => vault.decrypt(owner, 'auth_token', withTag(tag.subarray(0, length))), `${length} bytes`).toThrow(/authentication/);
    }
    expect(() => vault.decrypt(owner, 'auth_token', withTag(Buffer.concat([tag, Buffer.from([0])])))).toThrow(/authentication/);
    expect(vault.decrypt(owner, 'auth_token', withTag(tag))).toBe('secret-token-value');
  });

  it('a rotated key encrypts new secrets while the old key still decrypts', () => {
    const before = new Vault(loadKeyring({ dataDir: dir }));
    const old = before.encrypt(owner, 'ct0', 'old-secret');
    const rotated = addKeyToFile(dir);
    expect(rotated.currentId).not.toBe(before.currentKeyId);
    const after = new Vault(loadKeyring({ dataDir: dir }));
    expect(after.decrypt(owner, 'ct0', old.ciphertext)).toBe('old-secret');
    expect(after.encrypt(owner, 'ct0', 'x').keyId).toBe(rotated.currentId);
    expect(after.tokenHashes('a', 'b')).toHaveLength(2);
    expect(JSON.parse(readFileSync(keyFilePath(dir), 'utf8')).current).toBe(rotated.currentId);
  });

  it('takes VAULT_KEY and previous keys from the environment; token hashes are keyed', () => {
    const a = new Vault(loadKeyring({ vaultKey: 'a'.repeat(64), dataDir: dir }));
    const b = new Vault(loadKeyring({ vaultKey: 'b'.repeat(64), previousKeys: 'a'.repeat(64), dataDir: dir }));
    const sealed = a.encrypt(owner, 'auth_token', 'tok');
    expect(b.decrypt(owner, 'auth_token', sealed.ciphertext)).toBe('tok');
    expect(a.tokenHash('t', 'c')).not.toBe(b.tokenHash('t', 'c'));
    expect(b.tokenHashes('t', 'c')).toContain(a.tokenHash('t', 'c'));
    expect(a.tokenHash('t', 'c')).not.toContain('t');
    expect(() => loadKeyring({ vaultKey: 'short', dataDir: dir })).toThrow(/64 hexadecimal/);
  });
});
