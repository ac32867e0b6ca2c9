import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../../server/src/db/migrate.js';
import { runBackfills } from '../../../server/src/db/backfill.js';
import { REACH_KINDS, TABLES_BEFORE_036 } from '../../../server/src/repos/usageBitmap.js';
import { HEAT_DIM, members, packDay, unpackDay } from '../../../server/src/usage/bitmaps.js';
import type { Dimension } from '#contract/schemas/statistics.js';
import { rangeUsers, rangeUsersBy } from '../../../server/src/services/statistics/trend.js';
import type { App } from '../../../server/src/types.js';
import { ingestEvents } from '../../../server/src/services/usage/ingest.js';
import { dropExpiredEvents } from '../../../server/src/repos/usagePartitions.js';
import { buildTestApp, secondInstance } from '../helpers.js';
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

  it('two writers at once, with overlapping batches, leave the rollups equal to the raw events (issue 32: two server instances on PostgreSQL)', async () => {
    const events = makeVisits(mall, Date.parse('2026-03-02T00:00:00+08:00'), 6, 11);
    const opensBefore = await total('opens');
    const usersBefore = await total('newUsers');
    // Both writers send the middle third: it is stored, and counted, once. On PostgreSQL the second writer is a
    // second instance's pool: both number new users and merge the same day bitmaps at once (the recount below).
    const a = events.slice(0, Math.floor(events.length * 0.66));
    const b = events.slice(Math.floor(events.length * 0.33));
    const other = secondInstance(app.db);
    const results = await Promise.all([
      ...Array.from({ length: Math.ceil(a.length / 200) }, (_, i) => ingestEvents(app.db, demoApp, a.slice(i * 200, i * 200 + 200), { history: true })),
      ...Array.from({ length: Math.ceil(b.length / 200) }, (_, i) => ingestEvents(other.db, demoApp, b.slice(i * 200, i * 200 + 200), { history: true })),
    ]).finally(() => other.close());
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

  it('distinct users from the day bitmaps equal a recomputation from the raw events: any range, every breakdown, late and repeated events', async () => {
    // A retry of events stored before changes nothing (the client ids are known).
    const again = makeVisits(mall, Date.parse('2026-03-02T00:00:00+08:00'), 6, 11).slice(100, 300);
    expect((await ingestEvents(app.db, demoApp, again, { history: true })).accepted).toBe(0);
    // Values are free text: quotes, backslashes, commas and braces are values like any other.
    const odd = {
      ...{ id: 'odd-1', type: 'app_open', time: '2026-03-04T15:00:00+08:00', buildingId: mall, userId: 'u_odd', sessionId: 's_odd', platform: 'android' },
      ...{ appVersion: '3.2.0', brand: 'Brand "Q", {1}', model: 'Back\\slash {2,3} "x"', os: 'Android', osVersion: '14', network: 'wifi' },
    };
    expect((await ingestEvents(app.db, demoApp, [odd], { history: true })).accepted).toBe(1);
    const day = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
    // Per local day of the mall (Asia/Shanghai), a user counts under the values of its first event of the day.
    const VALUE: Record<Dimension, ReturnType<typeof sql>> = {
      platform: sql`platform`,
      appVersion: sql`app_version`,
      brand: sql`brand`,
      model: sql`CASE WHEN starts_with(lower(model), lower(brand) || ' ') THEN model ELSE brand || ' ' || model END`,
      os: sql`os`,
      osVersion: sql`os || ' ' || os_version`,
      network: sql`network`,
      gender: sql`gender`,
      ageBand: sql`age_band`,
      province: sql`province`,
      language: sql`language`,
    };
    const recount = async (start: number, end: number, value: ReturnType<typeof sql>) =>
      new Map(
        (
          await sql<{ value: string; n: number }>`WITH firsts AS (
              SELECT DISTINCT ON (user_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date) * FROM usage_event
              WHERE building_id = ${mall} AND occurred_at >= ${new Date(start)} AND occurred_at < ${new Date(end)}
              ORDER BY user_id, (occurred_at AT TIME ZONE 'Asia/Shanghai')::date, occurred_at)
            SELECT ${value} AS value, count(DISTINCT user_id)::int AS n FROM firsts GROUP BY 1`.execute(app.db)
        ).rows.map((r) => [r.value, r.n]),
      );
    // Tuesday to Friday, Monday to Sunday, across a month's end, one day, and everything (the late user's 31 March and April).
    const ranges = [
      ['2026-03-03', '2026-03-06'],
      ['2026-03-02', '2026-03-09'],
      ['2026-03-05', '2026-04-08'],
      ['2026-03-31', '2026-04-01'],
      ['2026-01-01', '2026-05-01'],
    ];
    for (const [from, to] of ranges) {
      const r = { buildingId: mall, start: day(from), end: day(to) };
      const whole = await recount(r.start, r.end, sql`''`);
      expect(await rangeUsers(app.db, r)).toBe(whole.get('') ?? 0);
      expect(whole.get('') ?? 0).toBeGreaterThan(0);
      for (const dimension of Object.keys(VALUE) as Dimension[]) {
        expect({ from, to, dimension, users: Object.fromEntries(await rangeUsersBy(app.db, r, dimension)) }).toEqual({
          from,
          to,
          dimension,
          users: Object.fromEntries(await recount(r.start, r.end, VALUE[dimension])),
        });
      }
    }
  });

  it('drops raw events past the retention period, whole months first; the rollups stay; who was where goes with them (issue 15)', async () => {
    const level = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).executeTakeFirstOrThrow()).id;
    const fixAt = (id: string, time: string) => ({
      ...{ id, type: 'location', time, buildingId: mall, userId: 'u_where', sessionId: 's_where', platform: 'ios', appVersion: '3.2.0' },
      ...{ brand: 'Apple', model: 'iPhone 15', os: 'iOS', osVersion: '17.5', network: 'wifi' },
      data: { levelId: level, lng: 121.47, lat: 31.23, accuracy: 3, beacons: [] },
    });
    await ingestEvents(app.db, demoApp, [fixAt('where-old', '2026-01-31T12:00:00+08:00'), fixAt('where-new', '2026-03-04T12:00:00+08:00')], { history: true });
    // The days of the bitmaps (level, or heat-map bins) that hold u_where.
    const presence = async (kind: 'heat' | 'level') => {
      const { num } = await app.db
        .selectFrom('usageUser')
        .select('num')
        .where('buildingId', '=', mall)
        .where('userId', '=', 'u_where')
        .executeTakeFirstOrThrow();
      const rows = await sql<{ day: string; bits: Uint8Array }>`SELECT to_char(day AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, bits
        FROM usage_user_bitmap WHERE building_id = ${mall} AND ${kind === 'level' ? sql`dim = 'level'` : sql`starts_with(dim, ${HEAT_DIM})`} ORDER BY 1`.execute(
        app.db,
      );
      return rows.rows.filter((r) => unpackDay(r.bits).bits.some((b) => members(b).includes(num))).map((r) => r.day);
    };
    expect(await presence('level')).toEqual(['2026-01-31', '2026-03-04']);
    const bitmapDays = async (dims: string[]) =>
      (
        await sql<{ day: string }>`SELECT DISTINCT to_char(day AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day FROM usage_user_bitmap
          WHERE dim = ANY(${dims}::text[]) ORDER BY 1`.execute(app.db)
      ).rows.map((r) => r.day);
    expect(await bitmapDays([...REACH_KINDS])).toContain('2026-01-30');
    const opens = await total('opens');
    const before = await rawCount();
    const result = await dropExpiredEvents(app.db, new Date('2026-03-05T00:00:00Z'), 31);
    expect(result.partitions).toContain('usage_event_2026_01');
    expect(await rawCount(sql`occurred_at < ${new Date('2026-02-02T00:00:00Z')}`)).toBe(0);
    expect(await rawCount()).toBeLessThan(before);
    expect(result.rows).toBeGreaterThan(0);
    expect(await total('opens')).toBe(opens);
    // The presence tables keep only the days whose raw events stay; the bins' and histograms' counts stay.
    expect(await presence('heat')).toEqual(['2026-03-04']);
    expect(await presence('level')).toEqual(['2026-03-04']);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM usage_accuracy WHERE day = '2026-01-31'`.execute(app.db)).rows[0].n)).toBe(1);
    // Who touched which search text goes with the raw events (the days before the cutoff's); who was active (the
    // distinct users) stays, like the counts.
    expect((await bitmapDays([...REACH_KINDS])).filter((d) => d < '2026-02-01')).toEqual([]);
    expect(await bitmapDays(['', 'brand'])).toContain('2026-01-30');
  });

  const dumpBits = async () =>
    (await app.db.selectFrom('usageUserBitmap').selectAll().orderBy('buildingId').orderBy('dim').orderBy('day').execute()).map((r) => ({
      ...r,
      ...(({ values, bits }) => ({ values, bits: bits.map((b) => Buffer.from(b).toString('hex')) }))(unpackDay(r.bits)),
    }));

  it('a database rolled up before the bitmaps gets them from its active-user, reach and presence rows at the next start', async () => {
    const before = await dumpBits();
    for (const dim of ['brand', 'query', 'level']) expect(before.filter((r) => r.dim === dim).length).toBeGreaterThan(0);
    expect(before.filter((r) => r.dim.startsWith(HEAT_DIM)).length).toBeGreaterThan(0);
    // What migration 036 finds on a database with history: usage_active's day rows, and who touched what and was
    // where as one row per user (the tables renamed). Those rows are written back here from the bitmaps.
    const users = new Map(
      (await app.db.selectFrom('usageUser').select(['buildingId', 'num', 'userId']).execute()).map((u) => [`${u.buildingId}|${u.num}`, u.userId]),
    );
    const rows = before.flatMap((r) =>
      r.values.flatMap((value, i) =>
        members(Buffer.from(r.bits[i], 'hex')).map((num) => ({
          ...{ buildingId: r.buildingId, dim: r.dim, value, userId: users.get(`${r.buildingId}|${num}`)! },
          day: new Date(r.day.getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
        })),
      ),
    );
    const col = <K extends keyof (typeof rows)[number]>(part: typeof rows, k: K) => part.map((r) => r[k]);
    const reach = rows.filter((r) => REACH_KINDS.includes(r.dim as never));
    await sql`CREATE TABLE usage_reach_before_036 (building_id bigint NOT NULL, kind text NOT NULL, day date NOT NULL, key text COLLATE "C" NOT NULL,
      user_id text COLLATE "C" NOT NULL, PRIMARY KEY (building_id, kind, day, key, user_id))`.execute(app.db);
    await sql`INSERT INTO usage_reach_before_036 SELECT * FROM unnest(${col(reach, 'buildingId')}::bigint[], ${col(reach, 'dim')}::text[],
      ${col(reach, 'day')}::date[], ${col(reach, 'value')}::text[], ${col(reach, 'userId')}::text[])`.execute(app.db);
    const bins = rows
      .filter((r) => r.dim.startsWith(HEAT_DIM))
      .map((r) => ({ ...r, level: r.dim.slice(HEAT_DIM.length).split('/')[0], bin: r.value.split(':') }));
    await sql`CREATE TABLE usage_heat_user_before_036 (building_id bigint NOT NULL, level_id bigint NOT NULL, day date NOT NULL, hour smallint NOT NULL,
      cx integer NOT NULL, cy integer NOT NULL, user_id text COLLATE "C" NOT NULL)`.execute(app.db);
    await sql`INSERT INTO usage_heat_user_before_036 SELECT * FROM unnest(${bins.map((b) => b.buildingId)}::bigint[], ${bins.map((b) => b.level)}::bigint[],
      ${bins.map((b) => b.day)}::date[], ${bins.map((b) => b.bin[0])}::smallint[], ${bins.map((b) => b.bin[1])}::integer[],
      ${bins.map((b) => b.bin[2])}::integer[], ${bins.map((b) => b.userId)}::text[])`.execute(app.db);
    const levels = rows.filter((r) => r.dim === 'level');
    await sql`CREATE TABLE usage_level_user_before_036 (building_id bigint NOT NULL, day date NOT NULL, level_id bigint NOT NULL,
      user_id text COLLATE "C" NOT NULL)`.execute(app.db);
    await sql`INSERT INTO usage_level_user_before_036 SELECT * FROM unnest(${col(levels, 'buildingId')}::bigint[], ${col(levels, 'day')}::date[],
      ${col(levels, 'value')}::bigint[], ${col(levels, 'userId')}::text[])`.execute(app.db);

    await sql`DELETE FROM usage_user_bitmap`.execute(app.db);
    await sql`INSERT INTO schema_backfill (name) VALUES ('user_bitmaps'), ('presence_bitmaps')`.execute(app.db);
    await runBackfills(app.db);
    expect(await dumpBits()).toEqual(before);
    expect((await sql`SELECT name FROM schema_backfill`.execute(app.db)).rows).toEqual([]);
    for (const table of TABLES_BEFORE_036) expect((await sql`SELECT to_regclass(${table}) AS t`.execute(app.db)).rows).toEqual([{ t: null }]);
  });

  it('issue 32: heat-map bitmaps kept in a row per level and day move to a row per level, day and hour at the next start (migration 038)', async () => {
    const level = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).executeTakeFirstOrThrow()).id;
    const fixes = [9, 13, 18].map((hour, i) => ({
      ...{ id: `hour-fix-${i}`, type: 'location', time: `2026-03-05T${String(hour).padStart(2, '0')}:10:00+08:00`, buildingId: mall },
      ...{ userId: `u_hour${i}`, sessionId: `s_hour${i}`, platform: 'ios', appVersion: '3.2.0', brand: 'Apple', model: 'iPhone 15', os: 'iOS' },
      ...{ osVersion: '17.5', network: 'wifi', data: { levelId: level, lng: 121.47 + i * 0.001, lat: 31.23, accuracy: 3, beacons: [] } },
    }));
    expect((await ingestEvents(app.db, demoApp, fixes, { history: true })).accepted).toBe(3);
    const before = await dumpBits();
    const hourRows = before.filter((r) => r.dim.startsWith(HEAT_DIM));
    expect(new Set(hourRows.map((r) => r.dim.split('/')[1])).size).toBeGreaterThan(1);
    // As migration 036 left them: a level's hours of a day in one row, dim 'heat:<level>'.
    const days = new Map<string, { buildingId: number; dim: string; day: Date; bins: Map<string, Buffer> }>();
    for (const r of hourRows) {
      const dim = r.dim.slice(0, r.dim.indexOf('/'));
      const key = `${r.buildingId}|${dim}|${r.day.getTime()}`;
      const day = days.get(key) ?? { buildingId: r.buildingId, dim, day: r.day, bins: new Map() };
      r.values.forEach((value, i) => day.bins.set(value, Buffer.from(r.bits[i], 'hex')));
      days.set(key, day);
    }
    await sql`DELETE FROM usage_user_bitmap WHERE starts_with(dim, ${HEAT_DIM})`.execute(app.db);
    for (const { buildingId, dim, day, bins } of days.values()) {
      const values = [...bins.keys()].sort((a, b) => (a < b ? -1 : 1));
      const bits = packDay({ values, bits: values.map((v) => bins.get(v)!) });
      await sql`INSERT INTO usage_user_bitmap (building_id, dim, day, bits) VALUES (${buildingId}, ${dim}, ${day}, ${bits})`.execute(app.db);
    }
    await sql.raw(await readFile(`${MIGRATIONS_DIR}/038_heat_bitmaps_by_hour.sql`, 'utf8')).execute(app.db);
    expect((await sql`SELECT name FROM schema_backfill`.execute(app.db)).rows).toEqual([{ name: 'heat_bitmaps_by_hour' }]);
    await runBackfills(app.db);
    expect(await dumpBits()).toEqual(before);
    expect((await sql`SELECT name FROM schema_backfill`.execute(app.db)).rows).toEqual([]);
  });
});
