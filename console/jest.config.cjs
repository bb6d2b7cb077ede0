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
  // react-admin's UI half (ra-ui-materialui) requires react-hotkeys-hook, which ships ESM only: compile that one to CommonJS.
  transform: { '^.+\\.(ts|tsx)$': swc, '^.+/node_modules/react-hotkeys-hook/.+\\.js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
  moduleNameMapper: { '^@jointly/contracts$': '<rootDir>/../services/contracts/src/index.ts' },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
