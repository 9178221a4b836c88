/** One mail to one recipient: a plain-text body always, HTML optionally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: through SMTP when SMTP_URL is set, otherwise into the development mailbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}

export const MAILER = Symbol('Mailer');

/** The http(s) links of a text, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** Text made safe to put in a mail's (or a page's) HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
