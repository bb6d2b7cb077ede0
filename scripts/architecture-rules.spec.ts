import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The architecture rules `npm run lint` checks (.dependency-cruiser.cjs for services, the import-x rules of
// eslint.config.mjs for web and console), run as lint runs them on small fixtures that break each rule on purpose.
const ROOT = path.resolve(__dirname, '..');
const tag = `arch-rule-fixture-${process.pid}`;

function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

describe('service dependency rules (dependency-cruiser)', () => {
  // A miniature repository: services/ with the repo's path aliases, under .tmp/ so `typeorm` resolves to the real package.
  const fixture = path.join(ROOT, '.tmp', tag);
  let violations: Array<{ rule: string; from: string; to: string }> = [];

  beforeAll(() => {
    write(fixture, {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: { '@jointly/common/*': ['services/common/src/*'], '@jointly/contracts': ['services/contracts/src/index.ts'] },
        },
      }),
      'services/contracts/src/index.ts': "export * from './a';\n",
      'services/contracts/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'services/contracts/src/b.ts':
        "import { a } from './a';\nimport { Kafka } from '@jointly/common/kafka/index';\nexport const b = () => [a, Kafka];\n",
      'services/common/src/events/index.ts': "export * from './transport/event-transport';\n",
      'services/common/src/events/transport/event-transport.ts': 'export interface EventTransport { kind: string }\n',
      'services/common/src/kafka/index.ts':
        "import type { EventTransport } from '@jointly/common/events/transport/event-transport';\n" +
        "import { x } from '@jointly/common/events';\n" +
        'export const Kafka = (t: EventTransport) => [t, x];\n',
      'services/common/src/util/uses-a-service.ts':
        "import { tenders } from '../../../tenders/src/tenders.module';\nexport const u = tenders;\n",
      'services/tenders/src/tenders.module.ts': "import { secret } from '../../accounts/src/internal';\nexport const tenders = secret;\n",
      'services/tenders/src/tender/tender.controller.ts': "import { DataSource } from 'typeorm';\nexport const c = DataSource;\n",
      'services/tenders/src/tender/typo.ts': "import { nothing } from './no-such-file';\nexport const t = nothing;\n",
      // Controller → bus → handler: reading a repository from a controller breaks it; the query message does not.
      'services/tenders/src/tender/tender.repository.ts': 'export class TenderRepository {}\n',
      'services/tenders/src/tender/get-tender/get-tender.query.ts': 'export class GetTenderQuery {}\n',
      'services/tenders/src/tender/get-tender/get-tender.http.controller.ts':
        "import { TenderRepository } from '../tender.repository';\nimport { GetTenderQuery } from './get-tender.query';\n" +
        'export const c = [TenderRepository, GetTenderQuery];\n',
      // An exempt infrastructure endpoint may read its own store.
      'services/platform/src/ops/ops.store.ts': 'export const store = 1;\n',
      'services/platform/src/ops/admin-ops.http.controller.ts': "import { store } from './ops.store';\nexport const c = store;\n",
      'services/accounts/src/internal.ts': 'export const secret = 1;\n',
      'services/accounts/src/accounts.module.ts': 'export const accounts = 1;\n',
      'services/platform/src/all-service-modules.ts':
        "import { accounts } from '../../accounts/src/accounts.module';\nimport { secret } from '../../accounts/src/internal';\n" +
        'export const all = [accounts, secret];\n',
    });
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        'services',
        '--config',
        path.join(ROOT, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
      ],
      { cwd: fixture, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(result.stdout).toContain('"summary"');
    violations = JSON.parse(result.stdout).summary.violations.map((v: { rule: { name: string }; from: string; to: string }) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
    }));
  }, 120_000);

  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  const broken = (rule: string) => violations.filter((v) => v.rule === rule).map((v) => `${v.from} -> ${v.to}`);

  it('a service imports only common and contracts', () => {
    expect(broken('service-imports-only-common-and-contracts')).toEqual([
      'services/tenders/src/tenders.module.ts -> services/accounts/src/internal.ts',
    ]);
  });

  it('the platform imports a service only through its entry points', () => {
    expect(broken('platform-imports-only-service-entry-points')).toEqual([
      'services/platform/src/all-service-modules.ts -> services/accounts/src/internal.ts',
    ]);
  });

  it('common imports no service, contracts imports nothing', () => {
    expect(broken('common-imports-no-service')).toEqual([
      'services/common/src/util/uses-a-service.ts -> services/tenders/src/tenders.module.ts',
    ]);
    expect(broken('contracts-import-nothing')).toEqual(['services/contracts/src/b.ts -> services/common/src/kafka/index.ts']);
  });

  it('the Kafka adapter imports the transport port, not the events barrel', () => {
    expect(broken('kafka-adapter-depends-on-the-port-only')).toEqual([
      'services/common/src/kafka/index.ts -> services/common/src/events/index.ts',
    ]);
  });

  it('a controller touches no DataSource', () => {
    const found = broken('controller-touches-no-data-source');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^services\/tenders\/src\/tender\/tender\.controller\.ts -> .*node_modules\/typeorm\//);
  });

  it('a controller reads no repository, reader or store (infrastructure endpoints exempt)', () => {
    expect(broken('controller-reads-through-the-bus')).toEqual([
      'services/tenders/src/tender/get-tender/get-tender.http.controller.ts -> services/tenders/src/tender/tender.repository.ts',
    ]);
  });

  it('no import cycles, no unresolvable imports', () => {
    // dependency-cruiser reports a cycle once, at the edge where it closes.
    expect(broken('no-circular')).toHaveLength(1);
    expect(broken('no-circular')[0]).toMatch(
      /^services\/contracts\/src\/(a\.ts -> services\/contracts\/src\/b|b\.ts -> services\/contracts\/src\/a)\.ts$/,
    );
    expect(broken('not-to-unresolvable')).toEqual(['services/tenders/src/tender/typo.ts -> ./no-such-file']);
  });
});

describe('service controllers inject only the buses (ESLint)', () => {
  // A service folder that exists only during this test (the rule is path-based: services/*/src/**/*.controller.ts).
  const service = path.join(ROOT, 'services', tag);
  const head = "import { Controller, Inject } from '@nestjs/common';\nimport { CommandBus, QueryBus } from '@nestjs/cqrs';\n";
  let flagged: Array<{ file: string; line: number }> = [];

  beforeAll(() => {
    write(service, {
      'src/thing/get-thing/get-thing.http.controller.ts':
        head +
        "@Controller('thing')\nexport class GetThingController {\n  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus) {}\n}\n",
      'src/thing/list-things/list-things.http.controller.ts':
        head +
        'class ThingRepository {}\nclass ThingReader {}\ninterface Gateway { pay(): void }\n' +
        "@Controller('thing')\nexport class ListThingsController {\n" +
        "  constructor(\n    private readonly queries: QueryBus,\n    private readonly things: ThingRepository,\n    reader: ThingReader,\n    @Inject('GATEWAY') private readonly gateway: Gateway | null,\n  ) {\n    void [reader, Inject];\n  }\n}\n",
    });
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', service], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const reports = JSON.parse(result.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>;
    flagged = reports.flatMap((report) =>
      report.messages
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => ({ file: path.relative(service, report.filePath), line: m.line })),
    );
  }, 120_000);

  afterAll(() => fs.rmSync(service, { recursive: true, force: true }));

  it('flags a repository, a reader and a gateway injected into a controller; the buses pass', () => {
    expect(flagged).toEqual([
      { file: 'src/thing/list-things/list-things.http.controller.ts', line: 10 },
      { file: 'src/thing/list-things/list-things.http.controller.ts', line: 11 },
      { file: 'src/thing/list-things/list-things.http.controller.ts', line: 12 },
    ]);
  });
});

describe('front-end import rules (ESLint import-x)', () => {
  // Fixture files inside the real apps (the rules are path-based); the feature folder exists only during this test.
  const webFeature = path.join(ROOT, 'web/src/features', tag);
  const consoleResource = path.join(ROOT, 'console/src', tag);
  let messages: Array<{ file: string; rule: string }> = [];

  beforeAll(() => {
    write(webFeature, {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'uses-another-feature.ts': "import { bookmarksQuery } from '@/features/account/api/bookmarks';\nexport const x = bookmarksQuery;\n",
      'uses-the-app.ts': "import { buildRoutes } from '@/app/router';\nexport const x = buildRoutes;\n",
    });
    write(consoleResource, {
      'uses-another-resource.ts': "import { TENDERS_WITHOUT_LINK_PATH } from '../tenders';\nexport const x = TENDERS_WITHOUT_LINK_PATH;\n",
      'uses-the-app.ts': "import { App } from '../app';\nexport const x = App;\n",
      'uses-shared-code.ts': "import { SERVICE_CHOICES } from '../lib/service-choices';\nexport const x = SERVICE_CHOICES;\n",
    });
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', webFeature, consoleResource],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const reports = JSON.parse(result.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    messages = reports.flatMap((report) =>
      report.messages.map((m) => ({ file: path.relative(ROOT, report.filePath).replace(tag, 'FIXTURE'), rule: m.ruleId })),
    );
  }, 120_000);

  afterAll(() => {
    fs.rmSync(webFeature, { recursive: true, force: true });
    fs.rmSync(consoleResource, { recursive: true, force: true });
  });

  it('web: no cycles, no cross-feature imports, features never import the app', () => {
    expect(messages.filter((m) => m.file.startsWith('web/'))).toEqual(
      expect.arrayContaining([
        { file: 'web/src/features/FIXTURE/a.ts', rule: 'import-x/no-cycle' },
        { file: 'web/src/features/FIXTURE/b.ts', rule: 'import-x/no-cycle' },
        { file: 'web/src/features/FIXTURE/uses-another-feature.ts', rule: 'import-x/no-restricted-paths' },
        { file: 'web/src/features/FIXTURE/uses-the-app.ts', rule: 'import-x/no-restricted-paths' },
      ]),
    );
    expect(messages.filter((m) => m.file.startsWith('web/'))).toHaveLength(4);
  });

  it('console: a resource imports no other resource and never the app; shared code is fine', () => {
    expect(messages.filter((m) => m.file.startsWith('console/')).sort((x, y) => x.file.localeCompare(y.file))).toEqual([
      { file: 'console/src/FIXTURE/uses-another-resource.ts', rule: 'import-x/no-restricted-paths' },
      { file: 'console/src/FIXTURE/uses-the-app.ts', rule: 'import-x/no-restricted-paths' },
    ]);
  });
});
