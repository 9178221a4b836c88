import { type QueryExecutorProvider, sql } from 'kysely';
import type { EventMetadata } from '../../../platform/event-store/event-store.port';

/**
 * The email of the person who recorded each of `events` (their metadata's userId; an event from before actors were
 * kept is `ownerId`'s, then the only person), read in one query for an audit. Typed for any Kysely instance, as
 * userByEmail is.
 */
export async function actorEmails(
  db: QueryExecutorProvider,
  events: readonly { metadata?: EventMetadata }[],
  ownerId: string,
): Promise<(event: { metadata?: EventMetadata }) => string | null> {
  const actorOf = (event: { metadata?: EventMetadata }) => event.metadata?.userId ?? ownerId;
  const ids = [...new Set([ownerId, ...events.map(actorOf)])];
  const { rows } = await sql<{ id: string; email: string }>`select id, email from user_emails where id = any(${ids})`.execute(db);
  const emailOf = new Map(rows.map((person) => [person.id, person.email]));
  return (event) => emailOf.get(actorOf(event)) ?? null;
}
