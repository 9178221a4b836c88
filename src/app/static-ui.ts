import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../platform/paths';

/** Built files whose names carry a hash of their content (ui/dist/assets): they never change under that name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: the browser may keep them but asks first (a deploy changes them under one name). */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The public pages prerendered at build time (ui/scripts/build.mjs), by path. `signedOutOnly` pages go to the
 * dashboard for a signed-in user: with a session cookie the app shell answers instead, which checks the session
 * before it shows anything.
 */
const PRERENDERED: Record<string, { file: string; signedOutOnly?: boolean }> = {
  '/': { file: 'pages/landing.html' },
  '/privacy': { file: 'pages/privacy.html' },
  '/login': { file: 'pages/login.html', signedOutOnly: true },
  '/signup': { file: 'pages/signup.html', signedOutOnly: true },
  '/forgot-password': { file: 'pages/forgot-password.html', signedOutOnly: true },
  '/reset-password': { file: 'pages/reset-password.html' },
};

/** The default place of the built UI. */
export const UI_DIST = path.join(projectRoot(), 'ui', 'dist');

/**
 * The hashes ('sha256-...') of the scripts the build inlined into prerendered pages, which the content security
 * policy must allow; none without a built UI.
 */
export function inlineScriptHashes(uiDist = UI_DIST): string[] {
  const file = path.join(uiDist, 'pages', 'inline-script-hashes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** The app shell: the dashboard and every path without a prerendered page. */
const APP_SHELL = 'index.html';

/** better-auth's session cookie, with or without the __Secure- prefix it takes over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;

function pathOf(url: string): string {
  const pathname = url.split('?', 1)[0].split('#', 1)[0];
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The HTML file that answers a UI path; `built` says which prerendered files exist. */
export function htmlFileFor(url: string, cookieHeader: string | undefined, built: (file: string) => boolean = () => true): string {
  const page = PRERENDERED[pathOf(url)];
  if (!page || !built(page.file)) return APP_SHELL;
  if (page.signedOutOnly && cookieHeader && SESSION_COOKIE.test(cookieHeader)) return APP_SHELL;
  return page.file;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
}

/**
 * Serves the built UI (ui/dist) on every path the API does not answer: hashed assets cached for a year, pages
 * revalidated on each visit, each file sent as its brotli or gzip copy when the browser accepts it. Paths under
 * /api that no route answers get the API's 404; without a built UI, a 503 says how to build it.
 */
export async function registerStaticUi(fastify: FastifyInstance, uiDist = UI_DIST): Promise<void> {
  const hasUi = existsSync(path.join(uiDist, APP_SHELL));
  const builtPages = new Set(Object.values(PRERENDERED).map((page) => page.file).filter((file) => existsSync(path.join(uiDist, file))));
  if (hasUi) {
    await fastify.register(fastifyStatic, {
      root: uiDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (!hasUi) return reply.status(503).type('text/plain').send('The UI is not built: run npm run build');
    if (request.url.startsWith('/assets/')) {
      // A build newer than this process (its files were listed at start-up) is served too; a script that is gone
      // answers 404, never a page, so the app can say its code failed to load.
      const relative = pathOf(request.url).slice(1);
      const inside = !relative.includes('..') && !relative.includes('\\') && !relative.includes('%');
      if (inside && existsSync(path.join(uiDist, relative))) return reply.sendFile(relative);
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    // The answer depends on the session cookie for the signed-out pages: shared caches must keep them apart.
    reply.header('vary', 'Accept-Encoding, Cookie');
    return reply.type('text/html; charset=utf-8').sendFile(htmlFileFor(request.url, request.headers.cookie, (file) => builtPages.has(file)));
  };
  // Routes beat this wildcard, so it only answers paths the API and the static files do not.
  fastify.get('/*', sendPage);
}
