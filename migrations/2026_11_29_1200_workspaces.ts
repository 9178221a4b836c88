import { type Kysely, sql } from 'kysely';

/**
 * Workspaces (src/modules/workspaces): the read model of their streams. Nothing already stored changes: every
 * resource keeps its owner id, which is now its workspace's, and a user's personal workspace has the user's id,
 * so what each user made before belongs to their personal workspace as it stands. No foreign keys between the
 * tables: a rebuild swaps each for its shadow copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table workspaces (
      id text primary key,
      name text not null,
      personal boolean not null,
      created_at timestamptz not null,
      stream_version integer not null
    )`.execute(db);
  await sql`
    create table workspace_members (
      workspace_id text not null,
      user_id text not null,
      email text not null,
      role text not null check (role in ('owner', 'admin', 'member', 'viewer')),
      joined_at timestamptz not null,
      primary key (workspace_id, user_id)
    )`.execute(db);
  await sql`create index workspace_members_user on workspace_members (user_id)`.execute(db);
  await sql`
    create table workspace_invitations (
      id text primary key,
      workspace_id text not null,
      email text not null,
      role text not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      status text not null check (status in ('pending', 'accepted', 'revoked')),
      invited_by text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index workspace_invitations_workspace on workspace_invitations (workspace_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table workspace_invitations`.execute(db);
  await sql`drop table workspace_members`.execute(db);
  await sql`drop table workspaces`.execute(db);
}
