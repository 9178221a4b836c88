/**
 * Module boundaries (ARCHITECTURE.md): a bounded context uses another only through its public surface
 * (index.ts, events.ts, shared/), projections read event types only, and the platform knows no context.
 */
const MODULE_PUBLIC = '(index|events|.*/events|shared/.*)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-module-internals',
      severity: 'error',
      comment: 'A module imports another module only through its index.ts, events.ts or shared/ folder.',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: [`^src/modules/$1/`, `^src/modules/[^/]+/${MODULE_PUBLIC}`],
      },
    },
    {
      name: 'projections-import-event-types-only',
      severity: 'error',
      comment:
        'A projection imports event types (events.ts), the Projection contract with its stream-version guard, and kysely; nothing else of ours.',
      from: { path: '^projections/' },
      to: {
        path: '^(src|test|ui)/',
        pathNot: [
          '^src/modules/[^/]+/events\\.ts$',
          '^src/modules/[^/]+/.*/events\\.ts$',
          '^src/platform/projections/projection\\.ts$',
          '^src/platform/projections/stream-version-guard\\.ts$',
          '^src/platform/event-store/event-store\\.port\\.ts$',
        ],
      },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'The platform layer must not depend on a bounded context.',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.spec\\.ts$|/fixtures/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
