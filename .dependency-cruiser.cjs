// The services' architecture rules (ARCHITECTURE.md, STYLE.md), checked by `npm run lint` and so by CI:
// `npx depcruise services --config .dependency-cruiser.cjs`. A rule that current code breaks is not switched off:
// the files that break it today are listed in that rule as known exceptions, each with the reason, so the list can
// only shrink. scripts/architecture-rules.spec.ts proves each rule fails on a deliberate violation.

const exactly = (paths) => paths.map((p) => `^${p.replace(/[.]/g, '\\.')}$`);
const { INFRASTRUCTURE_CONTROLLERS } = require('./scripts/controller-rule-exceptions.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
/** Edge tests that sign users in through the accounts test harness (the only thing they borrow from a service). */
const EDGE_TESTS_SIGNING_IN_WITH_THE_ACCOUNTS_HARNESS = [
  'services/platform/test/admin-routes-forbidden.e2e-spec.ts',
  'services/platform/test/hostile-input.e2e-spec.ts',
  'services/platform/test/staff-powers.e2e-spec.ts',
];
/** The digest test drives the messages service's scheduler with notifications beside it (two services, one process). */
const EDGE_TESTS_DRIVING_TWO_SERVICES = [
  'services/platform/test/message-digest.e2e-spec.ts',
  'services/platform/test/invoice-reminder.e2e-spec.ts',
];

module.exports = {
  forbidden: [
    {
      name: 'service-imports-only-common-and-contracts',
      comment:
        'A service imports its own code, @jointly/common and @jointly/contracts, never another service: services talk ' +
        'over HTTP and events only, so each can be deployed alone.',
      severity: 'error',
      from: { path: '^services/([^/]+)/', pathNot: '^services/(common|contracts|platform)/' },
      to: { path: '^services/', pathNot: ['^services/$1/', '^services/(common|contracts)/'] },
    },
    {
      name: 'platform-imports-only-service-entry-points',
      comment:
        'platform is the composition root (the edge, and the all-in-one process that hosts every service): besides ' +
        'common and contracts it imports a service only through its entry points, <name>.module.ts and ' +
        '<name>.database.ts. Known exception: edge tests that borrow the accounts test harness to sign users in.',
      severity: 'error',
      from: {
        path: '^services/platform/',
        pathNot: exactly([...EDGE_TESTS_SIGNING_IN_WITH_THE_ACCOUNTS_HARNESS, ...EDGE_TESTS_DRIVING_TWO_SERVICES]),
      },
      to: {
        path: '^services/',
        pathNot: ['^services/(common|contracts|platform)/', '^services/[a-z-]+/src/[a-z-]+\\.(module|database)\\.ts$'],
      },
    },
    {
      name: 'platform-test-borrows-only-the-accounts-harness',
      comment: 'The one known exception above, kept to the file it needs.',
      severity: 'error',
      from: { path: exactly(EDGE_TESTS_SIGNING_IN_WITH_THE_ACCOUNTS_HARNESS) },
      to: {
        path: '^services/',
        pathNot: [
          '^services/(common|contracts|platform)/',
          '^services/[a-z-]+/src/[a-z-]+\\.(module|database)\\.ts$',
          '^services/accounts/test/accounts-harness\\.ts$',
        ],
      },
    },
    {
      name: 'common-imports-no-service',
      comment: 'common is the shared mechanisms every service builds on: it knows no service (only contracts).',
      severity: 'error',
      from: { path: '^services/common/' },
      to: { path: '^services/', pathNot: ['^services/(common|contracts)/'] },
    },
    {
      name: 'contracts-import-nothing',
      comment:
        'contracts is the wire types and shared lists: plain TypeScript with no dependency, so the web app and the ' +
        'console can import it as well as the services.',
      severity: 'error',
      from: { path: '^services/contracts/' },
      to: { pathNot: '^services/contracts/' },
    },
    {
      name: 'kafka-adapter-depends-on-the-port-only',
      comment:
        'common/kafka implements the events transport port; it imports that port (events/transport/event-transport), ' +
        'never the events barrel, which picks the Kafka adapter itself (the events <-> kafka cycle).',
      severity: 'error',
      from: { path: '^services/common/src/kafka/' },
      to: { path: '^services/common/src/events/', pathNot: '^services/common/src/events/transport/event-transport\\.ts$' },
    },
    {
      name: 'controller-touches-no-data-source',
      comment:
        'Controllers stay thin: they send a command or a query on the bus; handlers and repositories own the ' +
        'DataSource / EntityManager.',
      severity: 'error',
      from: { path: '\\.controller\\.ts$' },
      to: { path: ['(^|/)node_modules/typeorm/', '(^|/)node_modules/@nestjs/typeorm/'] },
    },
    {
      name: 'controller-reads-through-the-bus',
      comment:
        'Controller → bus → handler → repository: a controller imports no repository, reader or store; it sends a ' +
        'command or query, and the handler in its use-case folder reads and writes (eslint.config.mjs checks it ' +
        'injects only the buses). Exempt: infrastructure endpoints only (scripts/controller-rule-exceptions.cjs).',
      severity: 'error',
      from: {
        path: '^services/[^/]+/src/.+\\.controller\\.ts$',
        pathNot: exactly(INFRASTRUCTURE_CONTROLLERS),
      },
      to: { path: '\\.(repository|reader|store)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle makes load order matter and the two modules one unit in disguise.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo in a path alias is caught here, not at run time).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    cache: false,
  },
};
