// Builds the UI: the browser bundles, a build-time render of the public pages to static HTML (with their
// critical CSS), then a brotli and a gzip copy beside every text asset for the server to send as they are.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressDirectory } from './compress.mjs';

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(uiRoot, 'dist');
// The build-time render bundle is a throw-away: it lives outside dist, so it is never served.
const ssrOut = path.join(uiRoot, 'node_modules', '.cache', 'prerender');

/** The prerendered pages: path, the built HTML shell it fills, and where the page is written (under dist). */
const PAGES = [
  { path: '/', shell: 'landing.html', out: 'pages/landing.html', hydrate: false },
  { path: '/privacy', shell: 'index.html', out: 'pages/privacy.html', hydrate: true },
  { path: '/login', shell: 'index.html', out: 'pages/login.html', hydrate: true },
  { path: '/signup', shell: 'index.html', out: 'pages/signup.html', hydrate: true },
  { path: '/forgot-password', shell: 'index.html', out: 'pages/forgot-password.html', hydrate: true },
  { path: '/reset-password', shell: 'index.html', out: 'pages/reset-password.html', hydrate: true },
];

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where the build lists the hashes of the scripts it inlined, for the server's content security policy. */
const INLINE_SCRIPT_HASHES = 'pages/inline-script-hashes.json';

async function prerender() {
  const holdSubmits = (await readFile(path.join(uiRoot, 'scripts', 'hold-early-submits.js'), 'utf8'))
    .replace(/^\/\/.*\n/gm, '')
    .trim();
  const holdSubmitsHash = `sha256-${createHash('sha256').update(holdSubmits).digest('base64')}`;
  await build({ root: uiRoot, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true } });
  const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
  await mkdir(path.join(dist, 'pages'), { recursive: true });
  for (const page of PAGES) {
    const shell = await readFile(path.join(dist, page.shell), 'utf8');
    const { html, styleTag, title } = await render(page.path);
    const root = page.hydrate ? '<div id="root" data-prerendered>' : '<div id="root">';
    const inline = page.hydrate ? `<script>${holdSubmits}</script>\n    ` : '';
    const filled = shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${inline}${styleTag}\n  </head>`)
      .replace('<div id="root"></div>', `${root}${html}</div>`);
    if (!filled.includes(html)) throw new Error(`${page.shell} has no empty <div id="root"></div> to fill`);
    await writeFile(path.join(dist, page.out), filled);
    process.stdout.write(`prerendered ${page.path} -> dist/${page.out} (${Buffer.byteLength(filled)} bytes)\n`);
  }
  await writeFile(path.join(dist, INLINE_SCRIPT_HASHES), JSON.stringify([holdSubmitsHash]));
  // The landing page's shell is served only as its prerendered copy.
  await rm(path.join(dist, 'landing.html'));
  await rm(ssrOut, { recursive: true, force: true });
}

await build({ root: uiRoot });
await prerender();
const { files, bytes } = await compressDirectory(dist);
process.stdout.write(`compressed ${files} files (${bytes} bytes) to .br and .gz\n`);
