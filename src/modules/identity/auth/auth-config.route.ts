import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';

/** Where the development mailbox is shown (dev-mailbox.routes.ts). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * Which sign-in methods this server offers, so the screens show only those that work, and where mail that was
 * not sent can be read (null when it is sent, or in production), so a reset link is one click away.
 */
export interface AuthConfig {
  google: boolean;
  dev_mailbox: string | null;
}

export function authConfigOf(
  config: Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'SMTP_URL' | 'NODE_ENV'>,
): AuthConfig {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    dev_mailbox: !config.SMTP_URL && config.NODE_ENV !== 'production' ? DEV_MAILBOX_PATH : null,
  };
}

/** GET /api/auth-config, public: { google, dev_mailbox }. */
export function registerAuthConfigRoute(fastify: FastifyInstance, config: AppConfig) {
  const answer = authConfigOf(config);
  fastify.get('/api/auth-config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(answer));
}
