/**
 * Module boundaries (ARCHITECTURE.md): a bounded context uses another only through its index.ts, projections
 * read event types only, the platform knows no context, production code never reaches into tests, test
 * tooling or the local stand-ins of outside services, the UI reaches the server only through its contracts.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The bounded contexts in dependency order: a context uses only contexts before it. One that needs a later one
 * declares a port (an interface and a DI token in its own folder) that the later one provides and the app binds
 * (src/app/app.module.ts), so dependencies between contexts point one way and never form a cycle. A new context
 * takes its place here; the check below refuses a context folder missing from the list.
 */
const CONTEXTS = ['identity', 'billing', 'workspaces', 'x', 'dnc', 'feedback', 'onboarding', 'accounts', 'dataset', 'leads', 'campaigns', 'runner', 'developers'];
const unlisted = fs
  .readdirSync(path.join(__dirname, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !CONTEXTS.includes(entry.name))
  .map((entry) => entry.name);
if (unlisted.length > 0) throw new Error(`.dependency-cruiser.cjs: add ${unlisted.join(', ')} to CONTEXTS, in dependency order`);

const contextsPointOneWay = CONTEXTS.slice(0, -1).map((context, index) => ({
  name: 'contexts-point-one-way',
  severity: 'error',
  comment: `${context} may use only the contexts before it in CONTEXTS; for a later one, ${context} declares a port that the later one provides.`,
  from: { path: `^src/modules/${context}/` },
  to: { path: `^src/modules/(${CONTEXTS.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-module-internals',
      severity: 'error',
      comment: "A module uses another module only through its public surface, index.ts (events, stream ids, query ports, DI tokens).",
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/',
        // x/username.ts (X's username rule) and each module's contract.ts, or contract/index.ts when the contract is a
        // folder (messages, limits, request shapes), are pure and public: the UI imports them, so they cannot come
        // through an index.ts that brings server code.
        pathNot: [
          '^src/modules/$1/',
          '^src/modules/[^/]+/index\\.ts$',
          '^src/modules/x/username\\.ts$',
          '^src/modules/[^/]+/contract\\.ts$',
          '^src/modules/[^/]+/contract/index\\.ts$',
        ],
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
      name: 'production-never-imports-tests',
      severity: 'error',
      comment: 'Code that ships never imports test/: test support, fixtures and benchmarks stay out of the build.',
      from: { path: '^(src|projections|migrations)/' },
      to: { path: '^test/' },
    },
    {
      name: 'stand-ins-only-in-demo-mode',
      severity: 'error',
      comment:
        'Local stand-ins of outside services (src/stand-ins) are started by tests and loaded lazily by demo mode (src/app/demo-x-simulator.ts, src/app/demo-stripe.ts); modules, the platform and projections never import them.',
      from: { path: '^(src|projections)/', pathNot: '^src/(stand-ins/|app/demo-(x-simulator|stripe)\\.ts$)' },
      to: { path: '^src/stand-ins/' },
    },
    {
      name: 'no-dev-dependencies-in-production',
      severity: 'error',
      comment:
        'Code that ships uses runtime dependencies only: test runners and tools (vitest, supertest, playwright) stay in tests. Contract suites (*.contract.ts) are test support kept beside the port they check.',
      from: { path: '^(src|projections|migrations)/', pathNot: '\\.contract\\.ts$' },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'ui-imports-server-contracts-only',
      severity: 'error',
      comment:
        "The UI ships to the browser: of the server it imports only the modules' public contracts (contract.ts or contract/index.ts), X's username rule, and the few pure files it shares with the API by name; never server code, projections, migrations or tests.",
      from: { path: '^ui/' },
      to: {
        path: '^(src|projections|migrations|test)/',
        pathNot: [
          '^src/modules/[^/]+/contract\\.ts$',
          '^src/modules/[^/]+/contract/index\\.ts$',
          '^src/modules/x/username\\.ts$',
          // Pure rules both sides run that live beside their module's contract, not in it.
          '^src/modules/leads/scrape-contract\\.ts$',
          '^src/modules/campaigns/personalise\\.ts$',
          '^src/modules/dnc/shared/clean-usernames\\.ts$',
          '^src/modules/dnc/shared/pasted-usernames\\.ts$',
          '^src/modules/onboarding/(tour-choice|training-modules)\\.ts$',
        ],
      },
    },
    {
      name: 'ui-dashboard-and-public-apart',
      severity: 'error',
      comment:
        'The dashboard and the public pages (landing, sign-in) are separate bundles: what both use lives in ui/src/shared, which uses neither.',
      from: { path: '^ui/src/(dashboard|public|shared)/' },
      to: { path: '^ui/src/(dashboard|public)/', pathNot: '^ui/src/$1/' },
    },
    ...contextsPointOneWay,
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
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    // The UI's '@shared/*' alias (ui/vite.config.ts) so its imports of the server's contracts are checked too.
    webpackConfig: { fileName: 'ui/depcruise-resolve.cjs' },
  },
};
