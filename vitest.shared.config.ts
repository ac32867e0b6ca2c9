import { defineConfig } from 'vitest/config';
import { serverSuite } from './vitest.config';

/**
 * The shared suite (npm run test:shared): the server tests that read the product owner's shared folder
 * beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which `npm test` leaves out.
 * Set up as the server projects of vitest.config.ts.
 */
export default defineConfig({
  test: { ...serverSuite, name: 'shared', include: ['tests/server/**/*.shared.test.ts'] },
});
