// ESLint: typescript-eslint's recommended rules over the console, the server, the tests and the
// scripts, and the rules of hooks over React code. Formatting is Prettier's business (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `@typescript-eslint/no-restricted-imports` with these pattern groups. */
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const contractByAlias = { group: ['**/contract/**'], message: "Import the contract as '#contract/...'." };
/** SQL lives in repositories (and the database's own setup, db/): kysely's query building, `sql` included, nowhere else. */
const sqlInRepos = {
  group: ['kysely'],
  allowTypeImports: true,
  message: "SQL lives in repos/ (or db/): call a repository function; kysely's types may be imported.",
};
const schemasAsTypes = {
  regex: '^#contract/schemas/(?!csrfHeader$)',
  allowTypeImports: true,
  message: 'The console takes the schemas as types only (import type), besides the CSRF header.',
};
const consoleBoundary = {
  group: ['**/server/**', '**/contract/**'],
  message: "The console imports the contract as '#contract/...' and nothing of the server.",
};

/**
 * Tests call the API through the contract (`xApi.call.path`, `fillPath`), never by a written path, so a renamed call
 * fails the type check rather than a test. A path made up on purpose (a test's own route, one that must not exist)
 * says so: `// eslint-disable-next-line no-restricted-syntax -- why`.
 */
const contractPaths = [
  { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through the contract (xApi.call.path, fillPath), not a written path.' },
  {
    selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]',
    message: 'Call the API through the contract (xApi.call.path, fillPath), not a written path.',
  },
];

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
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-syntax': ['error', ...contractPaths] },
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
        ...contractPaths,
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
    // The console and the server share one thing, the contract (contract/: the calls, their schemas and the rules
    // both sides apply), imported as '#contract/...'. The server's own code stays out of the console's reach, and
    // the console bundles no TypeBox: it takes a schema's shapes as types only (its tests may load a schema).
    files: ['src/**/*.{ts,tsx}'],
    rules: restrict(consoleBoundary, schemasAsTypes),
  },
  {
    // A resource reaches the frame through its session, access and layout; the navigation, the shell pages and the
    // auth provider read the registries, so importing them would come back round (src/shell/, docs/architecture.md).
    files: ['src/resources/**/*.{ts,tsx}'],
    rules: restrict(consoleBoundary, schemasAsTypes, {
      group: [
        '**/shell/navigation/*',
        '!**/shell/navigation/currentArea',
        '**/shell/pages',
        '**/shell/pages/**',
        '**/shell/authProvider',
        '**/shell/authProvider/authProvider',
      ],
      message: 'A resource reads the frame through src/shell/session, access and layout, not the navigation, the pages or the auth provider.',
    }),
  },
  { files: ['tests/unit/**/*.{ts,tsx}'], rules: restrict(consoleBoundary) },
  {
    // The server, its tests and scripts reach the contract by its alias too, never by a path into it.
    files: ['server/**/*.ts', 'tests/server/**/*.ts', 'tests/e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}'],
    rules: restrict(contractByAlias),
  },
  {
    files: ['contract/endpoints/**/*.ts'],
    rules: restrict({
      regex: '^(?!\\./endpoint\\.js$)',
      allowTypeImports: true,
      message: 'The contract is plain data: type imports only, besides ./endpoint.js.',
    }),
  },
  {
    // A limit or a list of values lives once, in the calls' file the console loads (no TypeBox there); the
    // schemas read it from there.
    files: ['contract/schemas/**/*.ts'],
    rules: restrict({
      regex: '^(?!typebox$|\\./[^/]+\\.js$|\\.\\./endpoints/(?!endpoint\\.js$)[^/]+\\.js$)',
      message: "Schemas import only typebox, other schemas and the calls' constants (../endpoints/<entity>.js; the console type-checks them).",
    }),
  },
  {
    files: ['contract/*.ts'],
    rules: restrict({ regex: '.*', message: 'A shared rule is plain code with no imports.' }),
  },
  {
    // Outside repos/ and db/ no query is built: neither kysely's `sql` nor a query started from a connection.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/repos/**', 'server/src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractByAlias, sqlInRepos] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'SQL lives in repos/ (or db/): call a repository function.',
        },
      ],
    },
  },
  {
    files: ['server/src/routes/**/*.ts'],
    rules: restrict(
      contractByAlias,
      {
        group: ['**/repos/**', '**/db/**', 'kysely'],
        message: 'A route declares schema and access and makes one call into a service; SQL lives in repos/ behind services/.',
      },
      {
        // A schema written in a route would escape the check of the call's types (plugins/route.ts) and the console's.
        group: ['typebox', 'typebox/*', '@sinclair/typebox', '@sinclair/typebox/*'],
        message: "Route schemas live in contract/schemas: import them from '#contract/schemas/<entity>.js' and never build one here.",
      },
    ),
  },
  {
    files: ['server/src/services/**/*.ts'],
    rules: restrict(contractByAlias, sqlInRepos, {
      group: ['**/routes/**', '**/plugins/**', 'fastify'],
      message: 'A service takes explicit arguments (db, admin, language, values), never a Fastify request.',
    }),
  },
  {
    files: ['server/src/repos/**/*.ts'],
    rules: restrict(
      contractByAlias,
      {
        group: ['**/services/**', '**/routes/**', '**/plugins/**', '**/errors/fieldErrors*'],
        message: 'A repository only runs SQL and returns rows: rules and errors belong to services/.',
      },
      { group: ['**/errors/codes*'], allowTypeImports: true, message: 'A repository throws no AppError: the service decides what a missing row means.' },
    ),
  },
);
