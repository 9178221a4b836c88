import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import { linksIn, type Mail, type Mailer } from './mailer';

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: string[];
  created_at: Date;
}

/** Without SMTP_URL, mail is kept in the dev_mailbox table and read at /dev/mailbox (never in production). */
export class DevMailbox implements Mailer {
  constructor(private readonly db: Database) {}

  async send(mail: Mail): Promise<void> {
    await sql`
      insert into dev_mailbox (to_address, subject, text_body, html_body, links)
      values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${linksIn(mail.text)}::text[])`.execute(this.db);
  }

  /** Newest first. */
  async list(limit = 100): Promise<StoredMail[]> {
    const { rows } = await sql<MailRow>`
      select id, to_address, subject, text_body, html_body, links, created_at
      from dev_mailbox order by created_at desc, id desc limit ${limit}`.execute(this.db);
    return rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.links,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
