import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.mjs';

// One id per run (the workers inherit it): the accessibility report merges only this run's parts.
process.env.A11Y_RUN ??= String(Date.now());

const port = Number(process.env.E2E_PORT ?? 8181);
// The accessibility walk's own server (its own database): it runs beside the other specs, which change the data
// and the demo admins' sessions and passwords under it.
const a11yPort = port + 1;
// Issue 17: the WeChat third-party platform and Alipay stand-ins, per port too; the specs read their URLs from here.
const wechatStandIn = port + 409;
const alipayStandIn = port + 411;
process.env.WECHAT_STANDIN_URL ??= `http://127.0.0.1:${wechatStandIn}`;
process.env.ALIPAY_STANDIN_URL ??= `http://127.0.0.1:${alipayStandIn}`;
// Per port, so parallel runs (one per E2E_PORT) never share a database folder or a build.
const dataDir = (p: number) => `.tmp/e2e-data-${p}`;
// One build for both servers: the web servers start one after the other, so the second finds it built.
const distDir = `.tmp/e2e-dist-${port}`;
const ACCESSIBILITY = '**/accessibility.spec.ts';

/** A fresh embedded database seeded with the demo for every run, with `days` of simulated usage (issue 14). */
const consoleServer = (p: number, days: number) => ({
  command: `rm -rf ${dataDir(p)} && node scripts/start.mjs`,
  // Issue 17: WeChat's and Alipay's calls go to the stand-ins; SECRET_KEY encrypts their secrets at rest.
  env: {
    PORT: String(p),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(p),
    DIST_DIR: distDir,
    USAGE_SEED_DAYS: String(days),
    WECHAT_OPEN_API_BASE: process.env.WECHAT_STANDIN_URL!,
    ALIPAY_GATEWAY: `${process.env.ALIPAY_STANDIN_URL}/gateway.do`,
    SECRET_KEY: 'e2e-secret-key',
  },
  url: `http://127.0.0.1:${p}/api/status`,
  timeout: 180_000,
  reuseExistingServer: false,
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that read ../shared run apart: npm run test:e2e:shared (playwright.shared.config.ts);
  testIgnore: ['**/*.shared.spec.ts'],
  // Waits for the servers' background usage history (issue 14) before any spec runs.
  globalSetup: './tests/e2e/globalSetup.ts',
  // Two at once: the specs one after another on their server, and the accessibility walk on its own.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The specs share one server and its data, so they run one at a time, in file order.
    { name: 'specs', testIgnore: ['**/*.shared.spec.ts', ACCESSIBILITY], workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'accessibility', testMatch: ACCESSIBILITY, workers: 1, use: { baseURL: `http://127.0.0.1:${a11yPort}` } },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/standins.ts',
      env: { WECHAT_STANDIN_PORT: String(wechatStandIn), ALIPAY_STANDIN_PORT: String(alipayStandIn), PUBLIC_URL: `http://127.0.0.1:${port}` },
      port: alipayStandIn,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    // Issue 14: 32 days of usage (the statistics pages' last 30 days), filled in before the specs run (globalSetup).
    consoleServer(port, 32),
    // The walk visits every statistics page with data: a week's usage (the pages' shortest default range) is enough.
    consoleServer(a11yPort, 8),
  ],
});
