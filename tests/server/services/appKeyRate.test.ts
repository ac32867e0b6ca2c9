import { sql } from 'kysely';
import { DEMO_APP_KEYS } from '../../../server/src/db/seed/appKeys.js';
import { APP_KEY_HEADER } from '#contract/schemas/usage.js';
import { RATE_WINDOW_KEEP_MS, sweepRateWindows } from '../../../server/src/services/appKeyRate.js';
import type { App } from '../../../server/src/types.js';
import { buildTestApp, type Envelope } from '../helpers.js';
import { inOneMinute } from '../minuteClock.js';
import { feedbackAppApi } from '#contract/endpoints/feedback.js';
import { usageApi } from '#contract/endpoints/usage.js';
import { pushAppApi } from '#contract/endpoints/push.js';

/**
 * Issue 31 §4: the app key ships inside every app build, so every call made with it is limited per app and per
 * client address (one hook for every app-key route), counted in the shared rate_window table.
 */

const MALL_KEY = DEMO_APP_KEYS['demo-malls'];
const OTHER_KEY = DEMO_APP_KEYS['other-co'];
const LIST = `${feedbackAppApi.mine.path}?userId=u_rate`;

async function listAs(app: App, key: string, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ method: 'GET', url: LIST, headers: { [APP_KEY_HEADER]: key }, remoteAddress });
  return { status: res.statusCode, body: res.json<Envelope>(), retryAfter: res.headers['retry-after'] };
}

async function times<T>(n: number, run: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await run());
  return out;
}

describe('issue 31 §4: app-key calls per app', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ usage: { callsPerAppMinute: 40, callsPerAddressMinute: 1000 } });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('issue 31 §4: the 41st call of an app in the minute is 10007 with Retry-After; another app is counted apart', async () => {
    await inOneMinute(async () => {
      const first = await times(40, () => listAs(app, MALL_KEY));
      expect(first.map((r) => r.body.code)).toEqual(Array(40).fill(0));
      const refused = await listAs(app, MALL_KEY);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(10007);
      expect(refused.body.error).toContain('40');
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // The other app's key, from the same address, still gets through.
      expect((await listAs(app, OTHER_KEY)).body.code).toBe(0);
    });
  });
});

describe('issue 31 §4: app-key calls per client address', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ usage: { callsPerAppMinute: 1000, callsPerAddressMinute: 40 } });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('issue 31 §4: the 41st call from one address is 10007, whatever the key; another address of the same app is not', async () => {
    await inOneMinute(async () => {
      const first = await times(20, () => listAs(app, MALL_KEY, '203.0.113.7'));
      const second = await times(20, () => listAs(app, OTHER_KEY, '203.0.113.7'));
      expect([...first, ...second].map((r) => r.body.code)).toEqual(Array(40).fill(0));
      const refused = await listAs(app, MALL_KEY, '203.0.113.7');
      expect(refused.body.code).toBe(10007);
      expect(refused.retryAfter).toBeDefined();
      expect((await listAs(app, MALL_KEY, '203.0.113.8')).body.code).toBe(0);
    });
  });
});

describe('issue 31 §4: one mechanism for every app-key route, and its clean-up', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ usage: { callsPerAppMinute: 1, callsPerAddressMinute: 1000 } });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('issue 31 §4: every registered appKey route refuses the second call of the minute with 10007, each route counted apart', async () => {
    const routes = app.routeAccess.filter((r) => r.auth === 'appKey');
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining([usageApi.collect.path, feedbackAppApi.screenshot.path, pushAppApi.subscribe.path]));
    await inOneMinute(async () => {
      for (const route of routes) {
        const send = () => app.inject({ method: route.method as 'GET' | 'POST', url: route.url, headers: { [APP_KEY_HEADER]: MALL_KEY } });
        // The first may be refused for its (empty) input; it is counted all the same.
        expect((await send()).json<Envelope>().code, `${route.method} ${route.url}`).not.toBe(10007);
        expect((await send()).json<Envelope>().code, `${route.method} ${route.url}`).toBe(10007);
      }
    });
  });

  it('issue 31 §4: the sweep drops windows older than the longest limit and keeps the running ones', async () => {
    const now = Date.now();
    const old = new Date(now - RATE_WINDOW_KEEP_MS - 60_000);
    const day = new Date(now - 86_400_000);
    await sql`INSERT INTO rate_window (key, window_start, n) VALUES ('t:old', ${old}, 3), ('t:screenshotKb', ${day}, 5), ('t:now', ${new Date(now)}, 1)`.execute(
      app.db,
    );
    await sweepRateWindows(app.db, now);
    const keys = await sql<{ key: string }>`SELECT key FROM rate_window WHERE key LIKE 't:%' ORDER BY key`.execute(app.db);
    expect(keys.rows.map((k) => k.key)).toEqual(['t:now', 't:screenshotKb']);
  });
});
