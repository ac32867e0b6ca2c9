import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FAILURES_PER_ADDRESS, FOLDER, PROXY_PORT, PROXY_URL, PUBLIC_URL, SERVER_PORTS, dataDirOf } from './tests/e2e/proxy/stack';

/**
 * Issue 34 §8, `npm run test:e2e:proxy`: the console behind Debian's nginx (deploy/nginx.conf, TLS with a self-signed
 * certificate) in front of two servers on one PostgreSQL database, started with TRUST_PROXY=true and PUBLIC_URL.
 * Needs DATABASE_URL (a PostgreSQL server the suite may create a database on; .ci/run starts one) and nginx.
 * The servers start one after the other (Playwright starts its web servers in order): the first empties the suite's
 * database, migrates and seeds it, and builds the console when the browser suite has not (the same DIST_DIR).
 */
// The suite's own database on the PostgreSQL server of DATABASE_URL; without it the first web server stops at once
// with that message (tests/e2e/proxy/database.ts).
const suiteDatabase = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
if (suiteDatabase) suiteDatabase.pathname = '/indoor_proxy_e2e';

const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDirOf(port),
  DIST_DIR: `.tmp/e2e-dist-${Number(process.env.E2E_PORT ?? 8181)}`,
  DATABASE_URL: suiteDatabase?.toString() ?? '',
  TRUST_PROXY: 'true',
  PUBLIC_URL,
  USAGE_SEED_DAYS: '0',
  LOGIN_MAX_FAILURES_PER_ADDRESS: String(FAILURES_PER_ADDRESS),
  SECRET_KEY: 'e2e-secret-key',
});

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: '**/*.proxy.spec.ts',
  globalSetup: undefined,
  use: { ...base.use, baseURL: PROXY_URL, ignoreHTTPSErrors: true },
  webServer: [
    {
      command: `npx tsx tests/e2e/proxy/database.ts && rm -rf ${FOLDER} && node scripts/start.mjs`,
      env: serverEnv(SERVER_PORTS[0]),
      url: `http://127.0.0.1:${SERVER_PORTS[0]}/api/health/ready`,
      timeout: 240_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      env: serverEnv(SERVER_PORTS[1]),
      url: `http://127.0.0.1:${SERVER_PORTS[1]}/api/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/e2e/proxy/nginx.ts ${FOLDER}/nginx ${PROXY_PORT} ${SERVER_PORTS.join(' ')}`,
      url: `${PROXY_URL}/api/health/ready`,
      ignoreHTTPSErrors: true,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
