import type { AppConfig } from '../../../platform/config/config';
import { loadKeyring } from './keyring';
import { Vault } from './vault';

export const VAULT = Symbol('Vault');

/** The vault with the keys of VAULT_KEY (and VAULT_PREVIOUS_KEYS), or of the data directory's key file. */
export function vaultFromConfig(config: Pick<AppConfig, 'VAULT_KEY' | 'VAULT_PREVIOUS_KEYS' | 'DATA_DIR'>): Vault {
  return new Vault(loadKeyring({ vaultKey: config.VAULT_KEY, previousKeys: (config.VAULT_PREVIOUS_KEYS ?? []).join(','), dataDir: config.DATA_DIR }));
}
