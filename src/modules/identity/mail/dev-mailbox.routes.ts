import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackHostHeader } from '../http/loopback';
import type { DevMailbox, StoredMail } from './dev-mailbox';
import { escapeHtml } from './mailer';

/** The body with its links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"')]+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function renderMailbox(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `
    <article>
      <h2>${escapeHtml(mail.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> &middot; <time datetime="${mail.createdAt}">${escapeHtml(
        mail.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'),
      )}</time></p>
      <pre>${linkify(mail.text)}</pre>
    </article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Development mailbox</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
    article { border: 1px solid #ddd; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
    h2 { font-size: 1.1rem; margin: 0.5rem 0; }
    .meta { color: #555; margin: 0; }
    pre { white-space: pre-wrap; font-family: inherit; }
  </style>
</head>
<body>
  <h1>Development mailbox</h1>
  <p>Mail the app would have sent, newest first. Set SMTP_URL to send real mail.</p>
  ${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/** The parts of a request the mailbox's gate looks at. */
export interface MailboxRequest {
  socketAddress: string | undefined;
  host: string | undefined;
}

/**
 * The mailbox holds every user's reset links, so it answers only a browser on this machine: the connection
 * must come from the loopback interface (the socket's address, never a header, whatever TRUST_PROXY says),
 * and the Host must be a loopback name, so a site rebinding its domain to 127.0.0.1 is refused too.
 */
export function mayReadMailbox(request: MailboxRequest): boolean {
  return isLoopbackAddress(request.socketAddress) && isLoopbackHostHeader(request.host);
}

const notFound = { message: 'Not found', code: 'not_found' };
const forbidden = {
  message: 'The development mailbox can only be opened from this machine, at http://localhost.',
  code: 'forbidden',
};

/**
 * GET /dev/mailbox (HTML) and GET /api/dev/mailbox (JSON), outside production and from this machine only.
 * In production both answer 404, as if they did not exist.
 */
export function registerDevMailboxRoutes(fastify: FastifyInstance, mailbox: DevMailbox, production: boolean) {
  const refusal = (request: FastifyRequest, reply: FastifyReply) => {
    if (production) return reply.status(404).send(notFound);
    if (!mayReadMailbox({ socketAddress: request.raw.socket.remoteAddress, host: request.headers.host })) {
      return reply.status(403).send(forbidden);
    }
    return undefined;
  };
  fastify.get('/dev/mailbox', async (request, reply) => {
    const refused = refusal(request, reply);
    if (refused) return refused;
    const mails = await mailbox.list();
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(mails));
  });
  fastify.get('/api/dev/mailbox', async (request, reply) => {
    const refused = refusal(request, reply);
    if (refused) return refused;
    return reply.header('cache-control', 'no-store').send(await mailbox.list());
  });
}
