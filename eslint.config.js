// ESLint: typescript-eslint's recommended rules over the console, the server, the tests and the
// scripts, and the rules of hooks over React code. Formatting is Prettier's business (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `@typescript-eslint/no-restricted-imports` with these pattern groups. */
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a deliberately unused parameter (positional callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The documented boundary: tests read untyped JSON answers and poke at them.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The server and console suites load their modules once per worker (vitest.config.ts): a file that replaces a
    // module would replace it for the files after it.
    files: ['tests/server/**/*.ts'],
    ignores: ['tests/server/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|stubGlobal|stubEnv)$/]",
          message: 'A server test that replaces a module or a global is named *.isolated.test.ts (its own module graph, vitest.config.ts).',
        },
      ],
    },
  },
  {
    // The console's globals are put back after each test (unstubGlobals), its modules are not.
    files: ['tests/unit/**/*.{ts,tsx}'],
    ignores: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message: 'A console test that replaces a module is named *.isolated.test.tsx (its own module graph, vitest.config.ts).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The layers (docs/adding-an-entity.md): what each folder may import, checked here.
  {
    // The console takes shapes from the server's schemas as types only; at run time it loads the contract's
    // plain-data calls, the CSRF header name and the pure geometry (geo/: no imports but types), never server code (no TypeBox in the bundle).
    files: ['src/**/*.{ts,tsx}'],
    rules: restrict({
      regex: 'server/src/(?!contract/|schemas/csrfHeader|geo/geometry)',
      allowTypeImports: true,
      message: 'The console imports the server as types only (import type), except server/src/contract, the CSRF header and geo/geometry.',
    }),
  },
  {
    files: ['server/src/contract/**/*.ts'],
    rules: restrict({
      regex: '^(?!\\./endpoint\\.js$)',
      allowTypeImports: true,
      message: 'The contract is plain data: type imports only, besides ./endpoint.js.',
    }),
  },
  {
    files: ['server/src/schemas/**/*.ts'],
    rules: restrict({
      group: ['../*', 'kysely', 'fastify', 'node:*'],
      message: 'Schemas import only typebox and other schemas (the console type-checks them).',
    }),
  },
  {
    files: ['server/src/routes/**/*.ts'],
    rules: restrict({
      group: ['**/repos/**', '**/db/**', 'kysely'],
      message: 'A route declares schema and access and makes one call into a service; SQL lives in repos/ behind services/.',
    }),
  },
  {
    files: ['server/src/services/**/*.ts'],
    rules: restrict({
      group: ['**/routes/**', '**/plugins/**', 'fastify'],
      message: 'A service takes explicit arguments (db, admin, language, values), never a Fastify request.',
    }),
  },
  {
    files: ['server/src/repos/**/*.ts'],
    rules: restrict(
      {
        group: ['**/services/**', '**/routes/**', '**/plugins/**', '**/errors/fieldErrors*'],
        message: 'A repository only runs SQL and returns rows: rules and errors belong to services/.',
      },
      { group: ['**/errors/codes*'], allowTypeImports: true, message: 'A repository throws no AppError: the service decides what a missing row means.' },
    ),
  },
);
