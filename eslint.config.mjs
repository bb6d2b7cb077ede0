// One lint for the backend, scripts, infra and both front ends: `npm run lint` (ESLint, then Prettier --check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tmp/**', '.kafka-local/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'infra/compose/*.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', fetch: 'readonly', AbortSignal: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', URL: 'readonly', Buffer: 'readonly', globalThis: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', navigator: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Services read the environment only through config/ (STYLE.md §11).
    files: ['services/**/*.ts'],
    ignores: ['services/common/src/config/**', 'services/**/test/**', 'services/**/*.spec.ts', 'services/common/src/testing/**', 'services/**/main.ts', 'services/common/src/bootstrap/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through @jointly/common/config.' }] },
  },
);
