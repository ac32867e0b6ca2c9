import type { KnipConfig } from 'knip';

/**
 * knip (`npx knip`, CI's lint step): unused files, exports, types and dependencies, and imports of packages
 * package.json does not declare. Found by its plugins besides the entries below: the console (index.html's
 * src/main.tsx, vite.config.ts, the `import.meta.glob` registries of src/resources, src/shell/pages and
 * src/i18n/parts), the vitest and playwright configs with their setup files and tests, the ESLint config, and the
 * files package.json's scripts run (server/src/server.ts, scripts/start.mjs, bench/run.mjs, …). `#contract/*` is
 * package.json's "imports", which knip reads.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand (`npx tsx scripts/check-openapi.ts`, backup, restore) or by package.json's scripts.
    'scripts/*.{ts,mjs}',
    // `npm run bench` (bench/run.mjs) and the files it starts as processes of their own through tsx
    // (bench/miniCodeProbe.ts, bench/usageEvents.mjs); bench/bareAdmin is found through its vite config below.
    'bench/*.{ts,mjs}',
    // An operator's command (docs/maps.md): `npx tsx server/src/qrcode/saveCredential.ts <appCode> <wechatAppid>`.
    'server/src/qrcode/saveCredential.ts',
    // Read by convention, never imported (server/src/folderModules.ts): every route module below routes/ (its default
    // export; routes/index.ts), every error-message part (its `en` and `zh`; errors/messages.ts), and the tests'
    // access parts (their `policy` and `samples`; tests/server/access/index.ts). knip counts every export of an entry
    // as used: `npx knip --include-entry-exports` lists the others too (on 2026-12-07 nothing but those read by
    // convention). contract/endpoints/*.ts is read the same way (openapiDocument.ts), but each file is imported by its
    // routes and the console too, so it needs no entry and its unused exports are reported.
    'server/src/routes/**/*.ts',
    'server/src/errors/parts/*.ts',
    'tests/server/access/*.ts',
    // A reporter named on the command line (tests/sequencer.ts says when).
    'tests/durationsReporter.ts',
    // Started as processes by playwright.proxy.config.ts's web servers (issue 34 §8: the database, nginx).
    'tests/e2e/proxy/{database,nginx}.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'server/src/**/*.{ts,mjs}', 'contract/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,tsx,mjs}', 'tests/**/*.{ts,tsx,mjs}'],
  // The bench builds its baseline, react-admin's bare tutorial app, with a config of its own (bench/loginWeight.mjs).
  vite: { config: ['vite.config.ts', 'bench/bareAdmin/vite.config.ts'] },
  // scripts/check-openapi.ts runs Redocly's CLI as node_modules/.bin/redocly (spawnSync), which knip does not follow.
  ignoreDependencies: ['@redocly/cli'],
  // Debian's openssl makes the proxy suite's certificate (tests/e2e/proxy/nginx.ts); .ci/run's machine has it.
  ignoreBinaries: ['openssl'],
  tags: [
    // An interface other modules extend by `declare module` (MessageParts, AuditEntities): it must stay exported,
    // and knip does not count an augmentation as a use.
    '-augmented',
    // A function a worker thread's .mjs entry loads by name through tsx's tsImport (cleanSvg: files/svgWorker.mjs;
    // readArchive, tableOf: transfer/worker.mjs), which knip cannot follow.
    '-worker',
  ],
};

export default config;
