import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mustBuild, newestChange, sharedFilesOfUi } from '../scripts/start-freshness.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'outtwit-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, text = '', mtimeSeconds?: number): string {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (mtimeSeconds !== undefined) utimesSync(full, mtimeSeconds, mtimeSeconds);
  return full;
}

describe('what npm start rebuilds', () => {
  it('given a build never made, or inputs changed after it, when starting, then it builds; otherwise not', () => {
    expect(mustBuild(undefined, 0)).toBe(true);
    expect(mustBuild(2_000, 3_000)).toBe(true);
    expect(mustBuild(3_000, 2_000)).toBe(false);
  });

  it('given a changed test file only, when looking for changes, then tests do not count', () => {
    const dir = path.join(root, 'tree');
    file('tree/a/code.ts', '', 1_000);
    file('tree/a/code.unit.spec.ts', '', 9_000);
    for (const directory of [path.join(dir, 'a'), dir]) utimesSync(directory, 1_000, 1_000);
    expect(newestChange([dir])).toBe(1_000_000);
  });

  it("given the UI imports a contract, when listing the UI's inputs, then it has the contract and its imports, not the rest", () => {
    file('ui/src/page.tsx', "import { price } from '@shared/billing/contract';\n");
    const contract = file('src/modules/billing/contract.ts', "export { price } from './plan/prices';\n");
    const prices = file('src/modules/billing/plan/prices.ts', 'export const price = 77;\n');
    file('src/modules/billing/billing.module.ts', "import { price } from './plan/prices';\n");
    expect(sharedFilesOfUi(root).sort()).toEqual([contract, prices].sort());
  });
});
