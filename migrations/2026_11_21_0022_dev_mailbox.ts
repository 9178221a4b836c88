import { type Kysely, sql } from 'kysely';

/** Mail kept instead of sent when no SMTP server is configured, shown at /dev/mailbox outside production. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dev_mailbox (
      id bigserial primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      links text[] not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dev_mailbox_created_at on dev_mailbox (created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dev_mailbox`.execute(db);
}
