// Web unit and component tests: `cd /work/main && npx jest -c web/jest.config.cjs`.
// Nothing here talks to the backend: the API client is exercised against a fake fetch.
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
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/scripts/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(ts|tsx)$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // As in tsconfig.json and vite.config.ts: the wire types and shared rules come from the contracts' sources.
    '^@jointly/contracts$': '<rootDir>/../services/contracts/src/index.ts',
    '\\.(css|less|scss|sass)$': '<rootDir>/src/testing/style-stub.cjs',
    '\\.(svg|png|jpe?g|gif|webp|avif|ico|pdf|woff2?)(\\?.*)?$': '<rootDir>/src/testing/file-stub.cjs',
  },
  setupFiles: ['<rootDir>/src/testing/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // The same compile-time constant Vite defines (see vite.config.ts).
  globals: {
    __APP_ENV__: { MODE: 'test', VITE_API_BASE: '', VITE_DEV_HOST: '', VITE_LIVE_URL: '', VITE_CONTACT_FORM_URL: '' },
  },
  // Shared 2-core machine: a screen's first lazy load can take seconds under load.
  testTimeout: 15_000,
  clearMocks: true,
  restoreMocks: true,
};
