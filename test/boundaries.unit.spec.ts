import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { expect, it } from 'vitest';

// The same rules the test run applies to src/ and projections/, checked against a tree that breaks them.
const rules = require('../.dependency-cruiser.cjs');

it('the boundary rules catch a module reaching into another and a projection importing more than event types', async () => {
  const baseDir = path.join(__dirname, 'fixtures', 'boundaries');
  const result = await cruise(['src', 'projections'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts'] },
  });
  const output = result.output as { summary: { violations: IViolation[] } };
  const found = output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
  expect(found.sort()).toEqual([
    'no-module-internals: src/modules/beta/uses-alpha-internals.ts -> src/modules/alpha/internal/secret.ts',
    'projections-import-event-types-only: projections/beta/bad.projection.ts -> src/modules/beta/uses-alpha-internals.ts',
  ]);
});
