// ESLint: TypeScript's recommended rules and the rooms of the code (docs/architecture.md), so a wrong
// import fails `npm run lint` with a message naming the rule it breaks.
import { builtinModules } from 'node:module';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Imports that make code impure or tie it to one side: Node's modules and the browser's React.
const NODE_MODULES = ['node:*', ...builtinModules.flatMap((name) => [name, `${name}/*`])];
const UI_MODULES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@tanstack/*',
  '@radix-ui/*',
  'react-*',
  'wouter',
  'lucide-react',
  'i18next',
];

// Fixtures tests share, which production code never imports.
const TEST_SUPPORT_FILES = ['src/domain/test-support/**', 'src/domain/**/test-*.ts', 'src/domain/icon-samples.ts'];
const TEST_SUPPORT_ALIASES = ['@domain/test-support/*', '@domain/**/test-*', '@domain/icon-samples'];

const message = {
  domain: 'src/domain is pure: no Node modules, no React, no server and no client code (docs/architecture.md).',
  clientServer: 'The client and the server share only src/domain (docs/architecture.md).',
  features:
    'Client features do not import each other: move what both need to components/ or lib/, or compose them in routes/ (docs/architecture.md).',
  components: 'components/ holds primitives any feature may use; it imports no feature (docs/architecture.md).',
  env: 'Configuration is read once, in src/server/env.ts.',
  translator:
    "The app reads its catalogues with its own translator: useTranslation from src/client/i18n/use-translation.ts; i18next gives the keys' types only (decision 0057).",
  lazy: 'A part loaded on demand is declared with lazyPart from src/client/lib/lazy-part.tsx: a chunk that fails to download is retried and shows a message in place of its part, never a blank page (docs/product.md#lazy-parts).',
  testSupport:
    "Production code imports nothing from the shared test support (src/domain/test-support/, the domain's test-*.ts and icon samples): it holds the tests' fixtures (docs/architecture.md).",
  testPath:
    "Vitest keeps the running test file's path itself: setting testPath through expect.setState fixes it for every later file in the worker, and the worker's PGlite then takes each of them for this one (src/server/test/worker-database.ts).",
  serverTest:
    'Production server code imports nothing from tests or test support (src/server/test/, *.test.ts): move what both need out of the test folder (docs/architecture.md).',
};

export default defineConfig(
  {
    ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'data/**', 'public/**', 'drizzle/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // A leading underscore marks a parameter or binding that is there for its position only.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },

  // The rooms: which part of src/ may import which (eslint-plugin-boundaries resolves each import to a file).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
        { type: 'server', pattern: 'src/server/**', partialMatch: false },
        { type: 'feature', pattern: 'src/client/features/*/**', partialMatch: false, capture: ['name'] },
        { type: 'components', pattern: 'src/client/components/**', partialMatch: false },
        { type: 'client', pattern: 'src/client/**', partialMatch: false },
      ],
      // Server files are tests (and their support) or production; the first descriptor a file matches wins.
      'boundaries/files-single-match': true,
      'boundaries/files': [
        { category: 'server-test', pattern: ['src/server/test/**', 'src/server/**/*.test.ts'] },
        { category: 'server-production', pattern: 'src/server/**' },
        // The example plans every kind of test shares (unit, API, e2e): pure, so kept in the domain's room. The
        // domain's other fixtures (test-*.ts beside the rules they exercise, the icon samples) count as test support too.
        { category: 'test-support', pattern: TEST_SUPPORT_FILES },
        { category: 'test', pattern: 'src/**/*.test.{ts,tsx}' },
        { category: 'production', pattern: 'src/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Imports inside one room are checked too: production and test files are both in src/server.
          checkInternals: true,
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { types: { anyOf: ['server', 'feature', 'components', 'client'] } } } },
              message: message.domain,
            },
            {
              from: { element: { types: { anyOf: ['feature', 'components', 'client'] } } },
              disallow: { to: { element: { type: 'server' } } },
              message: message.clientServer,
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'components', 'client'] } } } },
              message: message.clientServer,
            },
            {
              from: { file: { categories: 'server-production' } },
              disallow: { to: { file: { categories: 'server-test' } } },
              message: message.serverTest,
            },
            {
              from: { file: { categories: 'server-production' } },
              disallow: { to: { file: { categories: 'test-support' } } },
              message: message.testSupport,
            },
            {
              from: { file: { categories: 'production' } },
              disallow: { to: { file: { categories: 'test-support' } } },
              message: message.testSupport,
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
              message: message.features,
            },
            {
              from: { element: { type: 'components' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: message.components,
            },
          ],
        },
      ],
    },
  },
  // No import loops: a module never reaches itself through its imports, so each can be read (and loaded) on its own.
  // Test files and specs are not walked from: nothing imports them, so a loop through one also runs through a module
  // that is walked (a fifth of the lint's time went into walking the graph again from every test file).
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...Object.fromEntries(Object.entries(importX.flatConfigs.typescript.settings).filter(([key]) => key !== 'import-x/resolver')),
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // React's rules of hooks and the compiler's checks (pure renders, no state set in effects, refs read in handlers).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...NODE_MODULES, ...UI_MODULES], message: message.domain }] }],
    },
  },
  {
    // The client imports the domain through the `@domain` alias, which the boundaries resolver does not follow.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: TEST_SUPPORT_ALIASES, message: message.testSupport }] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', allowTypeImports: true, message: message.translator },
            { name: 'react-i18next', message: message.translator },
            { name: 'react', importNames: ['lazy'], message: message.lazy },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='setState'] Property[key.name='testPath']", message: message.testPath },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and their support start processes with environments of their own.
    ignores: ['src/server/env.ts', 'src/**/*.test.ts', 'src/**/test/**', 'src/**/support/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: message.env }],
    },
  },
);
