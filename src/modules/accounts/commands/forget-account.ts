/** Destroys an account's vault entries and its claim, in one transaction. */
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { SecretOwner, Vault } from '../vault/vault';

export async function forgetAccount(db: Database, vault: Vault, owner: SecretOwner): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await vault.destroy(trx, owner);
    await sql`delete from account_claims where account_id = ${owner.accountId} and user_id = ${owner.userId}`.execute(trx);
  });
}
