import { SMTPServer } from 'smtp-server';

/** A message the sink received, with its text decoded. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** The http(s) links of the text part (or of the HTML when there is no text), in order. */
  links: string[];
  raw: string;
  receivedAt: Date;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or arriving) that matches, or rejects after the timeout. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A local SMTP server that accepts every message (no TLS, no authentication) and keeps it in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeTo = session.envelope.rcptTo.map((address) => address.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...parseMessage(raw), from, to: envelopeTo, raw, receivedAt: new Date() });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** Encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_n, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The leaf parts of a (possibly multipart) message. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ''))));
}

/** Subject, text and HTML of a raw RFC 5322 message (enough for the mail the app sends). */
export function parseMessage(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html' | 'links'> {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const textPart = ofType('text/plain');
  const htmlPart = ofType('text/html');
  const text = textPart ? decodeBody(textPart) : '';
  const html = htmlPart ? decodeBody(htmlPart) : undefined;
  const source = text || (html ?? '').replace(/&amp;/g, '&');
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text,
    html,
    links: [...new Set(source.match(/https?:\/\/[^\s<>"')]+/g) ?? [])],
  };
}
