/**
 * `npm run vault -- rotate`: re-encrypts every vault entry under the current key (see rotate.ts);
 * `npm run vault -- status`: how many entries each key id encrypts.
 *
 * Connects to DATABASE_URL, or to the app's embedded PostgreSQL of DATA_DIR (started for the occasion when
 * the app is not running).
 */
import { ConfigError, loadConfig } from '../../../platform/config/config';
import { createDatabase, createPool } from '../../../platform/database/database';
import { openOperatorDatabase } from '../../../platform/database/operator-database';
import { rotateVault, vaultStatus } from './rotate';

const USAGE = `Usage: npm run vault -- <rotate|status>

  rotate   with VAULT_KEY: re-encrypt what VAULT_PREVIOUS_KEYS still decrypt under VAULT_KEY;
           without: generate a new key in DATA_DIR/vault-keys.json and re-encrypt everything under it
  status   entries per key id`;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'rotate' && command !== 'status') {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const config = loadConfig();
  const database = await openOperatorDatabase(config);
  const db = createDatabase(createPool(database.url, 2));
  try {
    if (command === 'status') {
      for (const { keyId, entries } of await vaultStatus(db)) process.stdout.write(`${keyId}  ${entries} entries\n`);
      return 0;
    }
    const result = await rotateVault(db, config);
    process.stdout.write(
      `Vault rotated to key ${result.keyId} (${result.mode === 'env' ? 'VAULT_KEY' : 'key file'}): ${result.reencrypted} entries re-encrypted, ${result.rehashed} token lookups re-hashed.\n` +
        (result.mode === 'env' ? 'VAULT_PREVIOUS_KEYS can now be emptied.\n' : '') +
        'Restart running app processes so they use the new key.\n',
    );
    return 0;
  } finally {
    await db.destroy().catch(() => undefined);
    await database.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : `vault failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(1);
  },
);
