import { type QueryExecutorProvider, type Selectable, sql } from 'kysely';
import type { AuthUserTable } from '../../../../projections/identity/tables';

export type UserOfEmail = Pick<Selectable<AuthUserTable>, 'id' | 'email'>;

/**
 * The user signed up with this email, whatever its case and surrounding spaces (emails are kept as typed). Typed
 * for any Kysely instance or transaction: this index is imported by event modules the database's typing imports.
 */
export async function userByEmail(db: QueryExecutorProvider, email: string): Promise<UserOfEmail | null> {
  const { rows } = await sql<UserOfEmail>`select id, email from "user" where lower(email) = lower(${email.trim()})`.execute(db);
  return rows[0] ?? null;
}
