import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The shared suite's browser tests (npm run test:e2e:shared): the specs that read the product owner's
 * shared folder beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which
 * `npm run test:e2e` leaves out. Same server, browser and ports as playwright.config.ts.
 */
const server = base.webServer as { env: Record<string, string> };
// No usage history (issue 14): these specs read the IMDF export, not statistics.
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/*.shared.spec.ts',
  webServer: { ...base.webServer, env: { ...server.env, USAGE_SEED_DAYS: '0' } } as typeof base.webServer,
});
