import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database, ReadModels } from '../../../platform/database/database';
import { type Keyring, lookupKeyOf } from './keyring';
import type { SecretName } from '../../../../projections/accounts/tables';

/** What a secret is: the session cookies of an X account and its proxy's password. */
export type { SecretName };

/** Whose secret it is: bound into the ciphertext as additional authenticated data. */
export interface SecretOwner {
  userId: string;
  accountId: string;
}

const FORMAT = 'v1';
/** GCM's full tag: Node would otherwise accept a truncated one (down to 4 bytes), which is far easier to forge. */
const AUTH_TAG_LENGTH = 16;

const aadOf = (owner: SecretOwner, name: SecretName) => Buffer.from(`outtwit-vault|${owner.userId}|${owner.accountId}|${name}`, 'utf8');

export class VaultError extends Error {}

type Db = Database | Transaction<ReadModels>;

/**
 * The only place secrets are kept: AES-256-GCM, each value as `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64),
 * with the owner's user and account ids and the secret's name as additional authenticated data, so a value
 * copied to another owner's row does not decrypt. Token pairs are found by a keyed hash, never by plaintext.
 */
export class Vault {
  constructor(private keyring: Keyring) {}

  get currentKeyId(): string {
    return this.keyring.currentId;
  }

  useKeyring(keyring: Keyring): void {
    this.keyring = keyring;
  }

  encrypt(owner: SecretOwner, name: SecretName, plaintext: string): { keyId: string; ciphertext: string } {
    const keyId = this.keyring.currentId;
    const key = this.keyring.keys.get(keyId) as Buffer;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: AUTH_TAG_LENGTH });
    cipher.setAAD(aadOf(owner, name));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return { keyId, ciphertext: [FORMAT, keyId, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join(':') };
  }

  decrypt(owner: SecretOwner, name: SecretName, ciphertext: string): string {
    const [format, keyId, iv, tag, body] = ciphertext.split(':');
    if (format !== FORMAT || !keyId || iv === undefined || tag === undefined || body === undefined) throw new VaultError('Unreadable vault entry');
    const key = this.keyring.keys.get(keyId);
    if (!key) throw new VaultError(`The vault key ${keyId} is not configured (set VAULT_PREVIOUS_KEYS, or restore the key file)`);
    const authTag = Buffer.from(tag, 'base64');
    if (authTag.length !== AUTH_TAG_LENGTH) throw new VaultError('A vault entry failed authentication');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: AUTH_TAG_LENGTH });
    decipher.setAAD(aadOf(owner, name));
    decipher.setAuthTag(authTag);
    try {
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new VaultError('A vault entry failed authentication');
    }
  }

  /** The keyed hash of a token pair under each configured key (the current one first), for lookups. */
  tokenHashes(authToken: string, ct0: string): string[] {
    const ids = [this.keyring.currentId, ...[...this.keyring.keys.keys()].filter((id) => id !== this.keyring.currentId)];
    return ids.map((id) => this.tokenHashWith(id, authToken, ct0));
  }

  tokenHash(authToken: string, ct0: string): string {
    return this.tokenHashWith(this.keyring.currentId, authToken, ct0);
  }

  private tokenHashWith(keyId: string, authToken: string, ct0: string): string {
    const key = this.keyring.keys.get(keyId) as Buffer;
    return `${keyId}:${createHmac('sha256', lookupKeyOf(key)).update(authToken).update('\u0000').update(ct0).digest('hex')}`;
  }

  /** Stores (or replaces) a secret. */
  async put(db: Db, owner: SecretOwner, name: SecretName, plaintext: string): Promise<void> {
    const { keyId, ciphertext } = this.encrypt(owner, name, plaintext);
    await db
      .insertInto('vault_secrets')
      .values({ user_id: owner.userId, account_id: owner.accountId, name, key_id: keyId, ciphertext, updated_at: sql`now()` })
      .onConflict((oc) =>
        oc.columns(['user_id', 'account_id', 'name']).doUpdateSet({ key_id: (eb) => eb.ref('excluded.key_id'), ciphertext: (eb) => eb.ref('excluded.ciphertext'), updated_at: sql`now()` }),
      )
      .execute();
  }

  async get(db: Db, owner: SecretOwner, name: SecretName): Promise<string | null> {
    const row = await db
      .selectFrom('vault_secrets')
      .select('ciphertext')
      .where('user_id', '=', owner.userId)
      .where('account_id', '=', owner.accountId)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? this.decrypt(owner, name, row.ciphertext) : null;
  }

  async remove(db: Db, owner: SecretOwner, name: SecretName): Promise<void> {
    await db.deleteFrom('vault_secrets').where('user_id', '=', owner.userId).where('account_id', '=', owner.accountId).where('name', '=', name).execute();
  }

  /** Destroys every secret of an account. */
  async destroy(db: Db, owner: SecretOwner): Promise<void> {
    await db.deleteFrom('vault_secrets').where('user_id', '=', owner.userId).where('account_id', '=', owner.accountId).execute();
  }

  /**
   * Re-encrypts every entry not under the current key, and re-hashes the token lookups; answers how many
   * entries changed. Safe to run while the app runs (row by row, each in its own short transaction).
   */
  async rotate(db: Database): Promise<{ reencrypted: number; rehashed: number }> {
    const current = this.keyring.currentId;
    let reencrypted = 0;
    const rows = await db.selectFrom('vault_secrets').select(['user_id', 'account_id', 'name', 'ciphertext']).where('key_id', '<>', current).execute();
    for (const row of rows) {
      const owner = { userId: row.user_id, accountId: row.account_id };
      const plaintext = this.decrypt(owner, row.name, row.ciphertext);
      const { keyId, ciphertext } = this.encrypt(owner, row.name, plaintext);
      const result = await db
        .updateTable('vault_secrets')
        .set({ key_id: keyId, ciphertext, updated_at: sql`now()` })
        .where('user_id', '=', row.user_id)
        .where('account_id', '=', row.account_id)
        .where('name', '=', row.name)
        .where('ciphertext', '=', row.ciphertext)
        .executeTakeFirst();
      reencrypted += Number(result.numUpdatedRows);
    }
    let rehashed = 0;
    const claims = await db.selectFrom('account_claims').select(['account_id', 'user_id']).where('token_hash', 'not like', `${current}:%`).execute();
    for (const claim of claims) {
      const owner = { userId: claim.user_id, accountId: claim.account_id };
      const [authToken, ct0] = await Promise.all([this.get(db, owner, 'auth_token'), this.get(db, owner, 'ct0')]);
      if (authToken === null || ct0 === null) continue;
      await db.updateTable('account_claims').set({ token_hash: this.tokenHash(authToken, ct0) }).where('account_id', '=', claim.account_id).execute();
      rehashed++;
    }
    return { reencrypted, rehashed };
  }
}
