import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default (the cores less one) runs one file at a time on a 2-core machine; the server files are
    // CPU-bound each in its own process (PGlite), so at least two at once use the second core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          // The shared suite (tests that read ../shared) runs apart: npm run test:shared (vitest.shared.config.ts).
          exclude: [...configDefaults.exclude, 'tests/**/*.shared.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
