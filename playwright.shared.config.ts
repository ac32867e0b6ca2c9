import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The shared suite's browser tests (npm run test:e2e:shared): the specs that read the product owner's
 * shared folder beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which
 * `npm run test:e2e` leaves out. Same servers (the stand-ins and the console), browser and ports as
 * playwright.config.ts.
 */
type WebServer = { command: string; env?: Record<string, string> };
const servers = base.webServer as WebServer[];
// No usage history (issue 14): these specs read the IMDF export, not statistics. Only the console's
// server takes USAGE_SEED_DAYS; the stand-ins keep their own environment.
const withoutUsage = servers.map((server) =>
  server.env && 'USAGE_SEED_DAYS' in server.env ? { ...server, env: { ...server.env, USAGE_SEED_DAYS: '0' } } : server,
);
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/*.shared.spec.ts',
  webServer: withoutUsage as typeof base.webServer,
});
