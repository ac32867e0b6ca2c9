import { sql } from 'kysely';
import type { App } from '../../../server/src/types.js';
import { ingestEvents } from '../../../server/src/usage/ingest.js';
import { dropExpiredEvents } from '../../../server/src/usage/partitions.js';
import { buildTestApp } from '../helpers.js';
import { makeVisits } from '../routes/location/statisticsEvents.js';

/** Issue 14 "Storage and speed": partitions, retention, and rollups that stay exact under concurrent writers. */

let app: App;
let mall: number;
let demoApp: { id: number; companyId: number };
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  demoApp = await app.db.selectFrom('app').select(['id', 'companyId']).where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
});
afterAll(async () => app.close());

const total = async (metric: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT coalesce(sum(n), 0) AS n FROM usage_count WHERE building_id = ${mall} AND metric = ${metric} AND dim = '' AND grain = 'D'`.execute(app.db)
    ).rows[0].n,
  );
const rawCount = async (where = sql`true`) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM usage_event WHERE building_id = ${mall} AND ${where}`.execute(app.db)).rows[0].n);

describe('issue 14: raw events and rollups', () => {
  it('keeps raw events in one partition per month', async () => {
    await ingestEvents(app.db, demoApp, makeVisits(mall, Date.parse('2026-01-30T00:00:00+08:00'), 4, 3), { history: true });
    const parts = await sql<{ name: string; n: number }>`SELECT tableoid::regclass::text AS name, count(*) AS n FROM usage_event GROUP BY 1 ORDER BY 1`.execute(
      app.db,
    );
    expect(parts.rows.map((r) => r.name)).toEqual(['usage_event_2026_01', 'usage_event_2026_02']);
  });

  it('two writers at once, with overlapping batches, leave the rollups equal to the raw events', async () => {
    const events = makeVisits(mall, Date.parse('2026-03-02T00:00:00+08:00'), 6, 11);
    const opensBefore = await total('opens');
    const usersBefore = await total('newUsers');
    // Both writers send the middle third: it is stored, and counted, once.
    const a = events.slice(0, Math.floor(events.length * 0.66));
    const b = events.slice(Math.floor(events.length * 0.33));
    const results = await Promise.all([
      ...Array.from({ length: Math.ceil(a.length / 200) }, (_, i) => ingestEvents(app.db, demoApp, a.slice(i * 200, i * 200 + 200), { history: true })),
      ...Array.from({ length: Math.ceil(b.length / 200) }, (_, i) => ingestEvents(app.db, demoApp, b.slice(i * 200, i * 200 + 200), { history: true })),
    ]);
    expect(results.reduce((n, r) => n + r.accepted, 0)).toBe(events.length);
    const opens = events.filter((e) => e.type === 'app_open').length;
    expect((await total('opens')) - opensBefore).toBe(opens);
    const newUsers = new Set(events.map((e) => e.userId)).size;
    expect((await total('newUsers')) - usersBefore).toBe(newUsers);
  });

  it('a late event that moves a user’s first day moves the user between the days’ new users and the retention cohorts', async () => {
    const user = 'u_late_1';
    const base = {
      ...{ type: 'app_open', buildingId: mall, userId: user, sessionId: 's_late', platform: 'ios', appVersion: '3.2.0' },
      ...{ brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi' },
    };
    await ingestEvents(app.db, demoApp, [{ ...base, id: 'late-b', time: '2026-04-09T12:00:00+08:00' }], { history: true });
    const retained = async (cohort: string, week: string) =>
      Number(
        (
          await sql<{ n: number }>`SELECT coalesce(sum(n), 0) AS n FROM usage_count WHERE building_id = ${mall} AND metric = 'retained' AND dim = 'cohort'
            AND grain = 'W' AND period = ${new Date(`${week}T00:00:00+08:00`)} AND value = ${new Date(`${cohort}T00:00:00+08:00`).toISOString()}`.execute(
            app.db,
          )
        ).rows[0].n,
      );
    expect(await retained('2026-04-06', '2026-04-06')).toBe(1);
    await ingestEvents(app.db, demoApp, [{ ...base, id: 'late-a', time: '2026-04-07T12:00:00+08:00' }], { history: true });
    await ingestEvents(app.db, demoApp, [{ ...base, id: 'late-c', time: '2026-03-31T12:00:00+08:00' }], { history: true });
    // First seen in the week of 30 March now: its week of 6 April counts for that cohort.
    expect(await retained('2026-04-06', '2026-04-06')).toBe(0);
    expect(await retained('2026-03-30', '2026-04-06')).toBe(1);
    expect(await retained('2026-03-30', '2026-03-30')).toBe(1);
    const day = async (date: string) =>
      Number(
        (
          await sql<{ n: number }>`SELECT coalesce(sum(n), 0) AS n FROM usage_count WHERE building_id = ${mall} AND metric = 'newUsers' AND dim = ''
            AND grain = 'D' AND period = ${new Date(`${date}T00:00:00+08:00`)}`.execute(app.db)
        ).rows[0].n,
      );
    expect(await day('2026-04-09')).toBe(0);
    expect(await day('2026-04-07')).toBe(0);
    expect(await day('2026-03-31')).toBe(1);
    const row = await app.db.selectFrom('usageUser').select('firstAt').where('userId', '=', user).executeTakeFirstOrThrow();
    expect(row.firstAt.toISOString()).toBe('2026-03-31T04:00:00.000Z');
  });

  it('drops raw events past the retention period, whole months first; the rollups stay; who was where goes with them (issue 15)', async () => {
    const level = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).executeTakeFirstOrThrow()).id;
    const fixAt = (id: string, time: string) => ({
      ...{ id, type: 'location', time, buildingId: mall, userId: 'u_where', sessionId: 's_where', platform: 'ios', appVersion: '3.2.0' },
      ...{ brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi' },
      data: { levelId: level, lng: 121.47, lat: 31.23, accuracy: 3, beacons: [] },
    });
    await ingestEvents(app.db, demoApp, [fixAt('where-old', '2026-01-31T12:00:00+08:00'), fixAt('where-new', '2026-03-04T12:00:00+08:00')], { history: true });
    const presence = async (table: 'usage_heat_user' | 'usage_level_user') =>
      (
        await sql<{ day: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM ${sql.table(table)} WHERE user_id = 'u_where' ORDER BY day`.execute(app.db)
      ).rows.map((r) => r.day);
    expect(await presence('usage_level_user')).toEqual(['2026-01-31', '2026-03-04']);
    const opens = await total('opens');
    const before = await rawCount();
    const result = await dropExpiredEvents(app.db, new Date('2026-03-05T00:00:00Z'), 31);
    expect(result.partitions).toContain('usage_event_2026_01');
    expect(await rawCount(sql`occurred_at < ${new Date('2026-02-02T00:00:00Z')}`)).toBe(0);
    expect(await rawCount()).toBeLessThan(before);
    expect(result.rows).toBeGreaterThan(0);
    expect(await total('opens')).toBe(opens);
    // The presence tables keep only the days whose raw events stay; the bins' and histograms' counts stay.
    expect(await presence('usage_heat_user')).toEqual(['2026-03-04']);
    expect(await presence('usage_level_user')).toEqual(['2026-03-04']);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM usage_accuracy WHERE day = '2026-01-31'`.execute(app.db)).rows[0].n)).toBe(1);
  });
});
