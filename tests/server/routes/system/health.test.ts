import { sql } from 'kysely';
import type { Db } from '../../../../server/src/db/types.js';
import { readiness } from '../../../../server/src/services/health.js';
import type { App } from '../../../../server/src/types.js';
import { buildTestApp } from '../../helpers.js';
import { healthApi } from '#contract/endpoints/health.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async (path: string) => {
  const res = await app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};

describe('issue 34 §4 liveness and readiness for a load balancer', () => {
  it('live: 200 without login, not an envelope', async () => {
    expect(await get(healthApi.live.path)).toEqual({ status: 200, body: { status: 'live' } });
  });

  it('ready: 200 when the database answers and every migration is applied', async () => {
    expect(await get(healthApi.ready.path)).toEqual({ status: 200, body: { status: 'ready', database: 'ok', migrations: 'done' } });
  });

  it('ready: 503 while a migration this server knows is missing from the database', async () => {
    const last = await app.db.selectFrom('schemaMigration').select('version').orderBy('version', 'desc').executeTakeFirstOrThrow();
    await sql`DELETE FROM schema_migration WHERE version = ${last.version}`.execute(app.db);
    expect(await get(healthApi.ready.path)).toEqual({ status: 503, body: { status: 'not ready', database: 'ok', migrations: 'pending' } });
  });

  it('ready: not ready when the database does not answer', async () => {
    const down = {
      selectFrom: () => ({ select: () => ({ execute: () => Promise.reject(new Error('connection refused')) }) }),
    } as unknown as Db;
    expect(await readiness(down)).toEqual({ status: 'not ready', database: 'unreachable', migrations: 'unknown' });
  });
});
