import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrations } from '../../../migrations';

it('lists every migration file in migrations/index.ts, in name order', () => {
  const files = readdirSync(path.resolve(__dirname, '../../../migrations'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(Object.keys(migrations)).toEqual(files);
});
