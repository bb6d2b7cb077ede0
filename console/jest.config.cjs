// Console unit tests: `cd /work/main && npx jest -c console/jest.config.cjs`. The providers run against a fake fetch.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'console',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(ts|tsx)$': swc },
  // The providers only need ra-core's fetchUtils and HttpError (react-admin re-exports them); its UI half ships ESM-only deps.
  moduleNameMapper: { '^react-admin$': 'ra-core' },
  clearMocks: true,
  restoreMocks: true,
};
