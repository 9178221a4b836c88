import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../platform/config/config';

/** Which sign-in methods this server offers, so the screens show only those that work. */
export interface AuthConfig {
  google: boolean;
}

export function authConfigOf(config: Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): AuthConfig {
  return { google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) };
}

/** GET /api/auth-config, public: { google: true|false }. */
export function registerAuthConfigRoute(fastify: FastifyInstance, config: AppConfig) {
  const answer = authConfigOf(config);
  fastify.get('/api/auth-config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(answer));
}
