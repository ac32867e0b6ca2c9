import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.mjs';

// One id per run (the workers inherit it): the accessibility report merges only this run's parts.
process.env.A11Y_RUN ??= String(Date.now());

const port = Number(process.env.E2E_PORT ?? 8181);
// Issue 17: the WeChat third-party platform and Alipay stand-ins, per port too; the specs read their URLs from here.
const wechatStandIn = port + 409;
const alipayStandIn = port + 411;
process.env.WECHAT_STANDIN_URL ??= `http://127.0.0.1:${wechatStandIn}`;
process.env.ALIPAY_STANDIN_URL ??= `http://127.0.0.1:${alipayStandIn}`;
// Per port, so parallel runs (one per E2E_PORT) never share a database folder or a build.
const dataDir = `.tmp/e2e-data-${port}`;
const distDir = `.tmp/e2e-dist-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that read ../shared run apart: npm run test:e2e:shared (playwright.shared.config.ts); the reverse proxy's
  // (issue 34 §8) need nginx and PostgreSQL: npm run test:e2e:proxy (playwright.proxy.config.ts).
  testIgnore: ['**/*.shared.spec.ts', '**/*.proxy.spec.ts'],
  // Waits for the server's background usage history (issue 14) before any spec runs.
  globalSetup: './tests/e2e/globalSetup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'npx tsx scripts/standins.ts',
      env: { WECHAT_STANDIN_PORT: String(wechatStandIn), ALIPAY_STANDIN_PORT: String(alipayStandIn), PUBLIC_URL: `http://127.0.0.1:${port}` },
      port: alipayStandIn,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database seeded with the demo for every run.
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      // Issue 14: 32 days of simulated usage (the statistics pages' last 30 days), filled in before the specs run (globalSetup).
      // Issue 17: WeChat's and Alipay's calls go to the stand-ins; SECRET_KEY encrypts their secrets at rest.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        USAGE_SEED_DAYS: '32',
        WECHAT_OPEN_API_BASE: process.env.WECHAT_STANDIN_URL!,
        ALIPAY_GATEWAY: `${process.env.ALIPAY_STANDIN_URL}/gateway.do`,
        SECRET_KEY: 'e2e-secret-key',
      },
      url: `http://127.0.0.1:${port}/api/status`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
