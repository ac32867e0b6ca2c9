import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The shared suite's browser tests (npm run test:e2e:shared): the specs that read the product owner's
 * shared folder beside the project (../shared, or SHARED_DIR; see tests/testdata.ts), which
 * `npm run test:e2e` leaves out. Same stand-ins, console server, browser and ports as playwright.config.ts,
 * without the accessibility walk's server.
 */
type WebServer = { command: string; env?: Record<string, string> };
const [standIns, consoleServer] = base.webServer as WebServer[];
const specs = base.projects!.find((p) => p.name === 'specs')!;
export default defineConfig({
  ...base,
  workers: 1,
  testIgnore: [],
  // No usage history (issue 14): these specs read the IMDF export, not statistics.
  webServer: [standIns, { ...consoleServer, env: { ...consoleServer!.env, USAGE_SEED_DAYS: '0' } }] as typeof base.webServer,
  projects: [{ name: 'shared', testIgnore: [], testMatch: '**/*.shared.spec.ts', use: specs.use }],
});
