import { rename } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const bundles = new Map<string, Promise<string | null>>();

/**
 * The node arguments that run a TypeScript entry point (a path from the project's root) as an operator's
 * `npm run` does: bundled once per test process into one CommonJS file, its dependencies left to node_modules,
 * so each run starts in a fraction of the time tsx takes to compile the sources again; through tsx when the
 * bundle cannot be made.
 */
export async function scriptCommand(entry: string): Promise<string[]> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleOf(entry);
    bundles.set(entry, bundle);
  }
  const file = await bundle;
  return file ? [file] : ['--import', 'tsx', entry];
}

/**
 * One file per entry point, replaced by each run: written under a name of this process's and renamed into place,
 * so test processes bundling the same entry at once never read a half-written file.
 */
async function bundleOf(entry: string): Promise<string | null> {
  const file = path.join(root, 'node_modules', '.cache', 'outtwit-scripts', `${entry.replace(/[^a-z0-9]+/gi, '-')}.cjs`);
  const written = `${file}.${process.pid}.tmp`;
  try {
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      tsconfig: path.join(root, 'tsconfig.json'),
      outfile: written,
      logLevel: 'error',
    });
    await rename(written, file);
    return file;
  } catch {
    return null;
  }
}
