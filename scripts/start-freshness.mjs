// Which builds `npm start` must run: a build is skipped when none of its inputs changed since it last succeeded.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-artifacts']);
const isSpec = (name) => /\.spec\.tsx?$/.test(name);

/**
 * The newest change under `paths` (files and directories: a deleted or renamed file changes its directory),
 * leaving out tests, which no build includes; 0 when none exists.
 */
export function newestChange(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const name of readdirSync(entry)) {
      if (SKIPPED_DIRS.has(name) || isSpec(name)) continue;
      visit(path.join(entry, name));
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/** Given when the build last succeeded (undefined: never) and the newest change of its inputs: must it run? */
export function mustBuild(builtAtMs, newestInputMs) {
  return builtAtMs === undefined || newestInputMs >= builtAtMs;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function resolveSource(file) {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The API's files the UI bundles: what its '@shared/...' imports name (src/modules), and what those import in
 * turn, so a change elsewhere in the server does not rebuild the UI.
 */
export function sharedFilesOfUi(root) {
  const modules = path.join(root, 'src', 'modules');
  const found = new Set();
  const queue = [];
  const uiFiles = [];
  const collect = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) collect(full);
      else if (/\.tsx?$/.test(name) && !isSpec(name)) uiFiles.push(full);
    }
  };
  collect(path.join(root, 'ui', 'src'));
  const follow = (from, specifier) => {
    let target;
    if (specifier.startsWith('@shared/')) target = resolveSource(path.join(modules, specifier.slice('@shared/'.length)));
    else if (specifier.startsWith('.') && from.startsWith(path.join(root, 'src'))) target = resolveSource(path.resolve(path.dirname(from), specifier));
    if (target && !found.has(target)) {
      found.add(target);
      queue.push(target);
    }
  };
  for (const file of uiFiles) for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) follow(file, match[1]);
  while (queue.length > 0) {
    const file = queue.pop();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) follow(file, match[1]);
  }
  return [...found];
}

/** The inputs of each build. */
export function buildInputs(root) {
  const at = (...parts) => path.join(root, ...parts);
  return {
    server: [at('src'), at('projections'), at('migrations'), at('scripts/build-server.mjs'), at('package.json')],
    ui: [
      at('ui', 'src'),
      at('ui', 'public'),
      at('ui', 'scripts'),
      at('ui', 'index.html'),
      at('ui', 'landing.html'),
      at('ui', 'vite.config.ts'),
      at('ui', 'tsconfig.json'),
      at('ui', 'package.json'),
      ...sharedFilesOfUi(root),
    ],
  };
}
