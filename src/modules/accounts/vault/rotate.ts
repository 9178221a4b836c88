
import type { AppConfig } from '../../../platform/config/config';
import type { Database } from '../../../platform/database/database';
import { addKeyToFile, loadKeyring, retireOldKeysInFile } from './keyring';
import { Vault } from './vault';

export interface RotationResult {
  keyId: string;
  reencrypted: number;
  rehashed: number;
  /** 'file': a new key was generated in the key file; 'env': re-encrypted under VAULT_KEY. */
  mode: 'file' | 'env';
}

/**
 * Key rotation. With VAULT_KEY: everything still under a previous key (VAULT_PREVIOUS_KEYS) is re-encrypted
 * under VAULT_KEY; afterwards the previous keys can be dropped. With the key file: a new key is generated and
 * made current, everything is re-encrypted under it, and the old keys leave the file.
 * A running app keeps its keyring until restarted: run this with the app stopped (or restart it afterwards).
 */
export async function rotateVault(db: Database, config: Pick<AppConfig, 'VAULT_KEY' | 'VAULT_PREVIOUS_KEYS' | 'DATA_DIR'>): Promise<RotationResult> {
  if (config.VAULT_KEY) {
    const vault = new Vault(loadKeyring({ vaultKey: config.VAULT_KEY, previousKeys: config.VAULT_PREVIOUS_KEYS.join(','), dataDir: config.DATA_DIR }));
    return { keyId: vault.currentKeyId, mode: 'env', ...(await vault.rotate(db)) };
  }
  loadKeyring({ dataDir: config.DATA_DIR });
  const keyring = addKeyToFile(config.DATA_DIR);
  const vault = new Vault(keyring);
  const result = await vault.rotate(db);
  retireOldKeysInFile(config.DATA_DIR);
  return { keyId: keyring.currentId, mode: 'file', ...result };
}

/** How many vault entries each key encrypts. */
export async function vaultStatus(db: Database): Promise<{ keyId: string; entries: number }[]> {
  const rows = await db.selectFrom('vault_secrets').select((eb) => ['key_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')]).groupBy('key_id').orderBy('key_id').execute();
  return rows.map((row) => ({ keyId: row.key_id, entries: row.n }));
}
