// One lint for the backend, scripts, infra and both front ends: `npm run lint` (ESLint with the front ends' import
// rules below, then the services' dependency rules in .dependency-cruiser.cjs, then Prettier --check).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import controllerRuleExceptions from './scripts/controller-rule-exceptions.cjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name);

/** import-x reads the imported modules too (for no-cycle): with the TypeScript parser, as the linted files. */
const { 'import-x/resolver': _typescriptResolver, ...importSettings } = importX.flatConfigs.typescript.settings;

/** Resolves a front end's imports as its tsconfig does (the `@/` alias, `@jointly/contracts`). */
const frontEndResolver = (app) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    conditionNames: ['types', 'import', 'require', 'default'],
    tsconfig: { configFile: path.join(root, app, 'tsconfig.json') },
  });

/**
 * The front ends' import rules, in the bulletproof-react manner: code flows one way, shared → features → app.
 * A feature (web/src/features/<name>, console/src/<resource>) imports no other feature and never the app; what two
 * features need goes to shared code (components, lib, stores, …) or is composed in the app.
 */
const webFeatures = folders('web/src/features');
/**
 * Known exceptions to "no cross-feature imports", file by file, each with the one module it may borrow; the list can
 * only shrink. tender-picker offers "your bookmarks" as a source, and the bookmark list is the account feature's.
 */
const WEB_CROSS_FEATURE_EXCEPTIONS = {
  'web/src/features/tenders/components/tender-picker.tsx': ['./account/api/bookmarks.ts'],
};
const webImportRules = (allowed = []) => ({
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-restricted-paths': [
    'error',
    {
      basePath: root,
      zones: [
        ...webFeatures.map((feature) => ({
          target: `web/src/features/${feature}`,
          from: 'web/src/features',
          except: [`./${feature}`, ...allowed],
          message: 'A feature imports no other feature: move the shared part to src/components or src/lib, or compose both in src/app.',
        })),
        { target: 'web/src/features', from: 'web/src/app', message: 'Features never import the app (it imports them).' },
      ],
    },
  ],
});

/** The console: each resource folder is a feature; content, layout, lib, providers and testing are shared code. */
const CONSOLE_SHARED = ['content', 'layout', 'lib', 'providers', 'testing'];
const consoleFeatures = folders('console/src').filter((folder) => !CONSOLE_SHARED.includes(folder));
const consoleImportRules = {
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-restricted-paths': [
    'error',
    {
      basePath: root,
      zones: [
        ...consoleFeatures.map((feature) => ({
          target: `console/src/${feature}`,
          from: consoleFeatures.filter((other) => other !== feature).map((other) => `console/src/${other}`),
          message: 'A console resource imports no other resource: move the shared part to src/lib, or compose both in app.tsx.',
        })),
        {
          target: consoleFeatures.map((feature) => `console/src/${feature}`),
          from: ['console/src/app.tsx', 'console/src/main.tsx'],
          message: 'Resources never import the app (it imports them).',
        },
      ],
    },
  ],
};

/**
 * Controller → bus → handler → repository (issue 12): a service's controller validates input, reads the caller and sends
 * a command or query; it injects nothing but the buses (and config). Anything else it would call is a handler's job.
 */
const { INFRASTRUCTURE_CONTROLLERS } = controllerRuleExceptions;
const CONTROLLER_INJECTS_ONLY_THE_BUS = ['TSParameterProperty > Identifier', 'Identifier'].map((param) => ({
  selector: `MethodDefinition[kind='constructor'] > FunctionExpression > ${param} > TSTypeAnnotation > :not(TSTypeReference[typeName.name=/^(CommandBus|QueryBus|ConfigType)$/])`,
  message:
    'A controller injects only CommandBus / QueryBus (and config): move this work into a @CommandHandler / @QueryHandler in the use-case folder and send it on the bus.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tmp/**', '.kafka-local/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'infra/compose/*.json', '.venv*/**', '.schemathesis/**'],
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
  {
    files: ['services/*/src/**/*.controller.ts'],
    ignores: INFRASTRUCTURE_CONTROLLERS,
    rules: { 'no-restricted-syntax': ['error', ...CONTROLLER_INJECTS_ONLY_THE_BUS] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { ...importSettings, 'import-x/resolver-next': [frontEndResolver('web')] },
    rules: webImportRules(),
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { ...importSettings, 'import-x/resolver-next': [frontEndResolver('console')] },
    rules: consoleImportRules,
  },
  ...Object.entries(WEB_CROSS_FEATURE_EXCEPTIONS).map(([file, allowed]) => ({ files: [file], rules: webImportRules(allowed) })),
);
