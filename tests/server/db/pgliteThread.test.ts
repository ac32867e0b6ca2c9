import { sql } from 'kysely';
import type { App } from '../../../server/src/types.js';
import { buildTestApp } from '../helpers.js';
import { systemApi } from '#contract/endpoints/system.js';

/**
 * Issue 32 decision 3: the embedded database never stalls the console. PGlite runs in a worker thread of its own
 * (server/src/db/pgliteWorker.mjs); on PostgreSQL (DATABASE_URL) the database is another process. Either way the
 * server's thread stays free while a query works: requests are answered and timers run before the query is done.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A query that keeps the database busy for a while (about a second on this machine). */
const longQuery = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM generate_series(1, 2000000) AS g WHERE g % 7 = 3`.execute(app.db);

describe('issue 32 decision 3: the database never stalls the console', () => {
  it('GET /api/status answers while a long query runs in the database, and the query then completes', async () => {
    const order: string[] = [];
    const query = longQuery().then((r) => {
      order.push('query');
      return r.rows[0]!.n;
    });
    // Let the query reach the database first.
    await new Promise((resolve) => setImmediate(resolve));
    const status = app.inject({ method: 'GET', url: systemApi.status.path }).then((res) => {
      order.push('status');
      return res.statusCode;
    });
    expect(await Promise.all([query, status])).toEqual([285714, 200]);
    expect(order).toEqual(['status', 'query']);
  });

  it('timers on the server’s thread keep firing while the database works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let ticksWhenDone = 0;
    await longQuery().then(() => {
      ticksWhenDone = ticks;
    });
    clearInterval(timer);
    // Held up by the query, the timer would fire at most once (when the query gave the thread back).
    expect(ticksWhenDone).toBeGreaterThan(10);
  });

  it('errors keep their PostgreSQL code and message, and the connection goes on', async () => {
    await expect(sql`SELECT 1 / 0`.execute(app.db)).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM company`.execute(app.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
