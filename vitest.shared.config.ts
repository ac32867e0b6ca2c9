import { defineConfig } from 'vitest/config';

/**
 * The shared suite (npm run test:shared): the server tests that read the product owner's shared folder
 * beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which `npm test` leaves out.
 * Set up as the server project of vitest.config.ts.
 */
export default defineConfig({
  test: {
    name: 'shared',
    environment: 'node',
    globals: true,
    include: ['tests/server/**/*.shared.test.ts'],
    globalSetup: ['tests/server/globalSetup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
