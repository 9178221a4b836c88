import { type Kysely, sql } from 'kysely';

/**
 * The acting person of the History rows written before it was kept (campaign_history.actor_id, plan_history.actor_id,
 * added empty by the two migrations before), from their events' metadata as the projections write it: after the
 * upgrade the rows are those a rebuild of the projections gives. Where the events are not in PostgreSQL (KurrentDB)
 * the rows stay empty, which reads as the workspace's owner, until the projections are rebuilt.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update campaign_history h set actor_id = e.metadata->>'userId'
      from events e
     where h.by = 'user' and h.actor_id is null
       and e.stream_id = 'campaigns-' || h.user_id and e.stream_version = h.version`.execute(db);
  await sql`
    update plan_history h set actor_id = e.metadata->>'userId'
      from events e
     where h.by in ('user', 'checkout') and h.actor_id is null
       and e.event_id = h.id`.execute(db);
}

/** Nothing to undo: the columns go with the migrations that added them. */
export async function down(): Promise<void> {}
