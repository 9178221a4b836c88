import type { FastifyInstance } from 'fastify';
import type { DevMailbox, StoredMail } from './dev-mailbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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

/**
 * GET /dev/mailbox (HTML) and GET /api/dev/mailbox (JSON). Outside production only: in production both
 * answer 404, as if they did not exist.
 */
export function registerDevMailboxRoutes(fastify: FastifyInstance, mailbox: DevMailbox, production: boolean) {
  const notFound = { message: 'Not found', code: 'not_found' };
  fastify.get('/dev/mailbox', async (_request, reply) => {
    if (production) return reply.status(404).send(notFound);
    const mails = await mailbox.list();
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(mails));
  });
  fastify.get('/api/dev/mailbox', async (_request, reply) => {
    if (production) return reply.status(404).send(notFound);
    return reply.header('cache-control', 'no-store').send(await mailbox.list());
  });
}
