import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let root: string | undefined;

/** The repository root, found from this file whether it runs from src/ (tsx, vitest) or dist/src/ (built). */
export function projectRoot(): string {
  if (root) return root;
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'outtwit') {
      root = dir;
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the project root (package.json named outtwit)');
}
