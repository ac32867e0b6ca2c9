import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DurationSequencer } from './tests/sequencer';

// The files that check the server's memory comes back after a big upload (*.memory.test.ts, tests/server/uploadWatch.ts)
// run in processes that give large freed blocks back to the system at once: by default glibc raises its mmap threshold
// after a large free and keeps later blocks of that size in its heaps, so resident memory stays up after a big upload
// is read and let go. Five runs of the beacon bombs: the largest reading 84 MB over the start without this, 63 MB with
// it (the limit is 96 MB). Only there: set for every server file, it cost the server suite 7–25% more CPU in paired runs
// (414 → 313 s and 403 → 378 s without it), each large block then being mapped and unmapped anew.
const memoryEnv = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

/** The server suite's settings, shared by its three projects and the shared suite (vitest.shared.config.ts). */
export const serverSuite = {
  environment: 'node' as const,
  globals: true,
  include: ['tests/server/**/*.test.ts'],
  globalSetup: ['tests/server/globalSetup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
};

/**
 * The console's suite: its files share a worker (libraries loaded once, the console's own modules afresh per file).
 * Its DOM is happy-dom: the suite spent about 40% of its CPU in jsdom (its selector engine and computed styles,
 * which every getByRole reads); with happy-dom it takes a quarter less CPU (197 → 149 s). A file that needs jsdom's
 * fuller browser says so with `// @vitest-environment jsdom` and why. The e2e suite runs the console in Chromium.
 */
const unitSuite = {
  environment: 'happy-dom' as const,
  // Nothing is fetched by the DOM itself (no scripts, styles or images load; the API calls go to msw).
  environmentOptions: { happyDOM: { width: 1400, height: 900, settings: { disableJavaScriptFileLoading: true } } },
  globals: true,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default (the cores less one) runs one file at a time on a 2-core machine; the server files are
    // CPU-bound each in its own process (PGlite), so at least two at once use the second core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each project's longest files first, on a fresh clone too (tests/sequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          ...unitSuite,
          // Vitest runs the projects' files in the order of their names: the console's first, while the server
          // suite's template is built (tests/server/globalSetup.ts), then the server's.
          name: 'console',
          // Like the server's files, the console's share one worker: importing react-admin, MUI and MapLibre again for
          // every file was over half the project's time (the figures: docs/architecture.md, tests and CI). The
          // console's own modules are loaded afresh for each file (tests/unit/freshModules.ts), so no module-level
          // state crosses from one file to the next; globals are put back after each test (unstubGlobals). A module
          // a file replaces (vi.mock: MapLibre, a map component) is replaced for that file alone: Vitest clears its
          // mocks between files, and the modules that imported it are loaded again for the next. The seven files that
          // do had a project of their own, each in a fresh worker that loaded react-admin and MUI again: 21 s of a
          // run, in which the second core was mostly idle.
          isolate: false,
          setupFiles: ['tests/unit/freshModules.ts', ...unitSuite.setupFiles],
          unstubGlobals: true,
        },
      },
      {
        test: {
          ...serverSuite,
          name: 'server',
          // The server's modules are loaded once per worker, not once per file: each file builds its own app on its
          // own database (on PGlite, a pooled one put back as the template left it: tests/server/pglitePool.ts), so
          // nothing a test sees is shared, and loading the server was most of a file's time (docs/architecture.md,
          // tests and CI, has the figures). A file that replaces a module (vi.mock) needs its own module graph: it is
          // named *.isolated.test.ts and runs in the project below (ESLint refuses vi.mock elsewhere).
          isolate: false,
          // The shared suite (tests that read ../shared) runs apart: npm run test:shared (vitest.shared.config.ts).
          // A file about the embedded database alone (its backups) is named *.pglite.test.ts: left out, not skipped,
          // when the suite runs against PostgreSQL (DATABASE_URL).
          exclude: [
            ...configDefaults.exclude,
            'tests/**/*.shared.test.ts',
            'tests/**/*.isolated.test.ts',
            'tests/**/*.memory.test.ts',
            ...(process.env.DATABASE_URL ? ['tests/**/*.pglite.test.ts'] : []),
          ],
        },
      },
      { test: { ...serverSuite, name: 'server-isolated', include: ['tests/server/**/*.isolated.test.ts'] } },
      { test: { ...serverSuite, name: 'server-memory', isolate: false, env: memoryEnv, include: ['tests/server/**/*.memory.test.ts'] } },
    ],
  },
});
