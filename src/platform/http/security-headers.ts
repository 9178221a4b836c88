import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every response, with a content security policy for the UI. The middleware is
 * built once here (its CSP parsed and serialized once), not again for each request.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  options: { upgradeInsecureRequests: boolean; inlineScriptHashes?: readonly string[] },
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by the hash of their exact text (the build's, see ui/scripts/build.mjs).
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The landing page's demo: the bundled recording, or a video file elsewhere (VITE_DEMO_VIDEO_URL).
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: options.upgradeInsecureRequests ? [] : null,
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
