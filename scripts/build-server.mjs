// Builds the server (src, projections, migrations) into dist/ with SWC, the compiler the test suite runs the same
// code through. Types are `npm run typecheck`'s job: type-checking here too made `npm test` check the server twice.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'projections', 'migrations'];
const out = path.join(root, 'dist');
// Tests, and what only tests use, stay out of the server.
const isBuilt = (file) =>
  file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.spec.ts') && !file.endsWith('.contract.ts') && !file.startsWith(path.join('src', 'platform', 'testing') + path.sep);

/** The same transform as the tests' (vitest.config.mts), as CommonJS for Node, keeping import() for ESM-only packages. */
const options = (file) => ({
  filename: file,
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  // The export annotation lets Node see a built file's named exports when another imports it with import().
  module: { type: 'commonjs', ignoreDynamic: true, exportInteropAnnotation: true },
});

async function filesUnder(dir) {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function build() {
  await Promise.all(INPUTS.map((dir) => rm(path.join(out, dir), { recursive: true, force: true })));
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().filter(isBuilt);
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(out, file.replace(/\.ts$/, '.js'));
      const { code, map } = await transformFile(path.join(root, file), options(path.join(root, file)));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
      if (map) await writeFile(`${target}.map`, map);
    }),
  );
  process.stdout.write(`built ${files.length} server files into dist/\n`);
}

build().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
