import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The vault's keys: one current key that encrypts new secrets, older ones that still decrypt until
 * `npm run vault -- rotate` has re-encrypted everything, and the lookup key for keyed hashes of tokens.
 *
 * Keys come from VAULT_KEY (64 hex characters; VAULT_PREVIOUS_KEYS lists retired ones, comma-separated), or,
 * without it, from a key file generated in the data directory (mode 600) on first use.
 */
export interface Keyring {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
  /** Where the keys came from: the environment, or the key file's path. */
  source: 'env' | string;
}

export const KEY_FILE_NAME = 'vault-keys.json';

/** A short, stable id of a key (not secret: it says which key encrypted a value). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('outtwit-vault-key-id:').update(key).digest('hex').slice(0, 8);
}

const parseHexKey = (hex: string, name: string): Buffer => {
  if (!/^[0-9a-f]{64}$/i.test(hex.trim())) throw new Error(`${name} must be 64 hexadecimal characters (32 bytes)`);
  return Buffer.from(hex.trim(), 'hex');
};

interface KeyFile {
  current: string;
  keys: Record<string, string>;
}

export function keyFilePath(dataDir: string): string {
  return path.resolve(dataDir, KEY_FILE_NAME);
}

function writeKeyFile(file: string, content: KeyFile): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function readKeyFile(file: string): KeyFile {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  if (!parsed.current || !parsed.keys?.[parsed.current]) throw new Error(`The vault key file ${file} has no current key`);
  return parsed;
}

function fromKeyFile(file: string, content: KeyFile): Keyring {
  const keys = new Map(Object.entries(content.keys).map(([id, hex]) => [id, parseHexKey(hex, `The vault key ${id} in ${file}`)]));
  return { currentId: content.current, keys, source: file };
}

/** The keyring from the environment, or from the data directory's key file (created when missing). */
export function loadKeyring(options: { vaultKey?: string; previousKeys?: string; dataDir: string }): Keyring {
  if (options.vaultKey) {
    const current = parseHexKey(options.vaultKey, 'VAULT_KEY');
    const keys = new Map<string, Buffer>([[keyIdOf(current), current]]);
    for (const hex of (options.previousKeys ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
      const key = parseHexKey(hex, 'VAULT_PREVIOUS_KEYS');
      keys.set(keyIdOf(key), key);
    }
    return { currentId: keyIdOf(current), keys, source: 'env' };
  }
  const file = keyFilePath(options.dataDir);
  if (!existsSync(file)) {
    const key = randomBytes(32);
    const id = keyIdOf(key);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // 'wx': two processes starting at once create one file; the second reads it.
      writeFileSync(file, `${JSON.stringify({ current: id, keys: { [id]: key.toString('hex') } }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fromKeyFile(file, readKeyFile(file));
}

/** Adds a new current key to the key file (the old ones stay to decrypt until re-encrypted). */
export function addKeyToFile(dataDir: string): Keyring {
  const file = keyFilePath(dataDir);
  const content = readKeyFile(file);
  const key = randomBytes(32);
  const id = keyIdOf(key);
  const next = { current: id, keys: { ...content.keys, [id]: key.toString('hex') } };
  writeKeyFile(file, next);
  return fromKeyFile(file, next);
}

/** Removes every key but the current one from the key file (after everything is re-encrypted). */
export function retireOldKeysInFile(dataDir: string): void {
  const file = keyFilePath(dataDir);
  const content = readKeyFile(file);
  writeKeyFile(file, { current: content.current, keys: { [content.current]: content.keys[content.current] as string } });
}

/** The key for keyed hashes (HMAC) of tokens, derived from a vault key. */
export function lookupKeyOf(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'outtwit-vault-token-lookup', 32));
}
