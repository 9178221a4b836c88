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

/** Without SMTP_URL, mail is kept in the dev_mailbox table and read at /dev/mailbox (never in production). */
export class DevMailbox implements Mailer {
  constructor(private readonly db: Database) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('dev_mailbox')
      .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, links: linksIn(mail.text) })
      .execute();
  }

  /** Newest first. */
  async list(limit = 100): Promise<StoredMail[]> {
    const rows = await this.db
      .selectFrom('dev_mailbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'links', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
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
