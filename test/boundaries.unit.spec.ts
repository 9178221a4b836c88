import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { expect, it } from 'vitest';

// The same rules the test run applies to src/ and projections/, checked against a tree that breaks them.
const rules = require('../.dependency-cruiser.cjs');

it('the boundary rules catch every kind of violation they name', async () => {
  const baseDir = path.join(__dirname, 'fixtures', 'boundaries');
  const result = await cruise(['src', 'projections', 'test'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts'] },
  });
  const output = result.output as { summary: { violations: IViolation[] } };
  const found = output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
  expect(found.sort()).toEqual([
    'contexts-point-one-way: src/modules/identity/uses-runner.ts -> src/modules/runner/index.ts',
    'no-dev-dependencies-in-production: src/modules/beta/uses-test-runner.ts -> ../../../node_modules/vitest/dist/index.js',
    'no-module-internals: src/modules/beta/skips-alpha-index.ts -> src/modules/alpha/events.ts',
    'no-module-internals: src/modules/beta/uses-alpha-internals.ts -> src/modules/alpha/internal/secret.ts',
    'production-never-imports-tests: src/modules/beta/uses-test-support.ts -> test/helper.ts',
    'projections-import-event-types-only: projections/beta/bad.projection.ts -> src/modules/beta/uses-alpha-internals.ts',
    'stand-ins-only-in-demo-mode: src/platform/uses-stand-in.ts -> src/stand-ins/fake/index.ts',
  ]);
});
