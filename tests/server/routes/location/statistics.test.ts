import { sql } from 'kysely';
import type { Statistics } from '#contract/schemas/statistics.js';
import type { App } from '../../../../server/src/types.js';
import { ingestEvents } from '../../../../server/src/services/usage/ingest.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { makeVisits } from './statisticsEvents.js';
import { statisticsApi, statisticsPath } from '#contract/endpoints/statistics.js';

/**
 * Issue 14 "Done when": each statistics page's figures equal the same figure computed from the raw events
 * (SQL over usage_event alone, never the rollups), for a population ingested through the real ingestion.
 */

const ZONE = 'Asia/Shanghai';
const FROM = '2026-10-05';
const TO = '2026-10-25';
let app: App;
let cookie: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
  const demoApp = await app.db.selectFrom('app').select(['id', 'companyId']).where('appCode', '=', 'demo-malls').executeTakeFirstOrThrow();
  const events = makeVisits(mall, Date.parse('2026-10-01T00:00:00+08:00'), 28, 7);
  // In time order and in batches, like the apps (the first event of a user's day speaks for its dimensions).
  for (let i = 0; i < events.length; i += 700) await ingestEvents(app.db, demoApp, events.slice(i, i + 700), { history: true });
  cookie = await login(app, DEMO.company);
}, 120_000);
afterAll(async () => app.close());

async function page(path: string, query: Record<string, string | number | boolean>): Promise<Statistics> {
  const search = new URLSearchParams(Object.entries({ buildingId: mall, ...query }).map(([k, v]): [string, string] => [k, String(v)]));
  const { body } = await call<Statistics>(app, `${statisticsPath(path)}?${search}`, cookie);
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data!;
}

/** Raw: rows of a query over usage_event of the mall. */
async function raw<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(app.db)).rows;
}
const localDay = sql`(occurred_at AT TIME ZONE ${sql.lit(ZONE)})::date`;
const inRange = () => sql`building_id = ${mall} AND ${localDay} BETWEEN ${FROM}::date AND ${TO}::date`;
const byDay = (rows: Array<{ day: Date; n: number }>) => new Map(rows.map((r) => [r.day.toISOString().slice(0, 10), Number(r.n)]));
const series = (s: Statistics, metric: string, value = '') => s.trend!.series.find((x) => x.metric === metric && x.value === value)!.points;
const card = (s: Statistics, metric: string) => s.trend!.cards.find((c) => c.metric === metric)!.value;
const perPeriod = (s: Statistics, m: Map<string, number>) => s.trend!.periods.map((p) => m.get(p) ?? 0);

describe('issue 14: statistics pages equal the raw events', () => {
  it('用户趋势 (spec §2 user-tendency): new, active, cumulative users and sessions per day, and the cards', async () => {
    const s = await page('user-tendency', { from: FROM, to: TO, granularity: 'DAY' });
    const active = byDay(
      await raw(sql<{ day: Date; n: number }>`SELECT ${localDay} AS day, count(DISTINCT user_id) AS n FROM usage_event WHERE ${inRange()} GROUP BY 1`),
    );
    const sessions = byDay(
      await raw(sql<{ day: Date; n: number }>`SELECT ${localDay} AS day, count(*) AS n FROM usage_event WHERE ${inRange()} AND type = 'app_open' GROUP BY 1`),
    );
    const firsts = await raw(sql<{ day: Date; n: number }>`SELECT (f AT TIME ZONE ${ZONE})::date AS day, count(*) AS n
      FROM (SELECT user_id, min(occurred_at) AS f FROM usage_event WHERE building_id = ${mall} GROUP BY 1) u GROUP BY 1`);
    const newUsers = byDay(firsts);
    expect(series(s, 'activeUsers')).toEqual(perPeriod(s, active));
    expect(series(s, 'sessions')).toEqual(perPeriod(s, sessions));
    expect(series(s, 'newUsers')).toEqual(perPeriod(s, newUsers));
    const cumulative = [...firsts].filter((r) => r.day.toISOString().slice(0, 10) <= TO).reduce((a, r) => a + Number(r.n), 0);
    expect(card(s, 'cumulativeUsers')).toBe(cumulative);
    const [{ n: distinct }] = await raw(sql<{ n: number }>`SELECT count(DISTINCT user_id) AS n FROM usage_event WHERE ${inRange()}`);
    expect(card(s, 'activeUsers')).toBe(Number(distinct));
    const [{ avg }] = await raw(
      sql<{
        avg: number;
      }>`SELECT round(sum((data->>'durationSec')::int)::numeric / count(*)) AS avg FROM usage_event WHERE ${inRange()} AND type = 'app_close'`,
    );
    expect(card(s, 'avgSessionSeconds')).toBe(Number(avg));
  });

  it('用户趋势 by WEEK: a week’s active users are distinct over the week, the range widened to whole weeks (from Monday)', async () => {
    const s = await page('user-tendency', { from: '2026-10-07', to: '2026-10-21', granularity: 'WEEK' });
    expect([s.from, s.to]).toEqual(['2026-10-05', '2026-10-25']);
    const weeks = byDay(
      await raw(sql<{ day: Date; n: number }>`SELECT date_trunc('week', occurred_at AT TIME ZONE ${ZONE})::date AS day, count(DISTINCT user_id) AS n
        FROM usage_event WHERE building_id = ${mall} AND ${localDay} BETWEEN '2026-10-05' AND '2026-10-25' GROUP BY 1`),
    );
    expect(series(s, 'activeUsers')).toEqual(perPeriod(s, weeks));
  });

  it('激活与启动 (spec §2 activity-count): activations and opens per platform', async () => {
    const s = await page('activity-count', { from: FROM, to: TO, dimension: 'platform' });
    for (const platform of ['wechat', 'alipay', 'ios', 'android']) {
      const opens = byDay(
        await raw(
          sql<{
            day: Date;
            n: number;
          }>`SELECT ${localDay} AS day, count(*) AS n FROM usage_event WHERE ${inRange()} AND type = 'app_open' AND platform = ${platform} GROUP BY 1`,
        ),
      );
      expect(series(s, 'opens', platform), platform).toEqual(perPeriod(s, opens));
    }
    const [{ n }] = await raw(
      sql<{ n: number }>`SELECT count(*) AS n FROM usage_event WHERE ${inRange()} AND type = 'app_open' AND (data->>'firstOpen')::boolean`,
    );
    expect(card(s, 'activations')).toBe(Number(n));
  });

  it('活跃用户 (spec §2 user-activation): DAU, WAU, MAU, stickiness and the weekly retention grid', async () => {
    const s = await page('user-activation', { from: FROM, to: TO });
    const distinct = async (days: number) =>
      Number(
        (
          await raw(sql<{ n: number }>`SELECT count(DISTINCT user_id) AS n FROM usage_event WHERE building_id = ${mall}
          AND ${localDay} BETWEEN (${TO}::date - ${days - 1}::int) AND ${TO}::date`)
        )[0].n,
      );
    const [{ n: userDays }] = await raw(
      sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT DISTINCT user_id, ${localDay} FROM usage_event WHERE ${inRange()}) d`,
    );
    const dau = Math.round((Number(userDays) / 21) * 10) / 10;
    expect(card(s, 'dau')).toBe(dau);
    expect(card(s, 'wau')).toBe(await distinct(7));
    expect(card(s, 'mau')).toBe(await distinct(30));
    const grid = await raw(sql<{ cohort: Date; week: Date; n: number }>`
      WITH f AS (SELECT user_id, date_trunc('week', min(occurred_at) AT TIME ZONE ${ZONE})::date AS cohort FROM usage_event WHERE building_id = ${mall} GROUP BY 1),
           a AS (SELECT DISTINCT user_id, date_trunc('week', occurred_at AT TIME ZONE ${ZONE})::date AS week FROM usage_event WHERE building_id = ${mall})
      SELECT cohort, week, count(*) AS n FROM f JOIN a USING (user_id) WHERE cohort BETWEEN '2026-10-05' AND '2026-10-19' GROUP BY 1, 2`);
    for (const cohort of s.retention!.cohorts) {
      const rows = grid.filter((r) => r.cohort.toISOString().slice(0, 10) === cohort.period);
      const expected = cohort.retained.map((_, k) => Number(rows.find((r) => (r.week.getTime() - r.cohort.getTime()) / (7 * 86_400_000) === k)?.n ?? 0));
      expect(cohort.retained, cohort.period).toEqual(expected);
    }
    expect(s.retention!.cohorts.length).toBeGreaterThan(0);
  });

  it.each([
    ['user-attribute', ['gender', 'age_band', 'province', 'language']],
    ['brand-model', ['brand', "CASE WHEN model LIKE 'Honor %' THEN model ELSE brand || ' ' || model END"]],
    ['system', ['os', "os || ' ' || os_version"]],
    ['network', ['network']],
  ])('%s (spec §2): distinct users per value (each user-day as its first event says), groups under 5 users held back', async (path, columns) => {
    const s = await page(path, { from: FROM, to: TO });
    expect(s.breakdowns!.length).toBe(columns.length);
    for (const [i, column] of columns.entries()) {
      const b = s.breakdowns![i];
      const rows = await raw(sql<{ value: string; n: number }>`SELECT ${sql.raw(column)} AS value, count(DISTINCT user_id) AS n FROM (
          SELECT DISTINCT ON (user_id, ${localDay}) * FROM usage_event WHERE ${inRange()} ORDER BY user_id, ${localDay}, occurred_at) d GROUP BY 1`);
      const shown = rows.filter((r) => Number(r.n) >= 5);
      const held = rows.filter((r) => Number(r.n) < 5);
      expect(new Map(b.rows.map((r) => [r.value, r.users])), column).toEqual(new Map(shown.map((r) => [r.value, Number(r.n)])));
      expect(b.heldBack, column).toEqual({ groups: held.length, users: held.reduce((a, r) => a + Number(r.n), 0) });
    }
  });

  it('车主服务 (spec §2 owner-service): find-my-car and parking payment uses and successes', async () => {
    const s = await page('owner-service', { from: FROM, to: TO });
    for (const service of ['findCar', 'parkingPayment']) {
      const uses = byDay(
        await raw(
          sql<{
            day: Date;
            n: number;
          }>`SELECT ${localDay} AS day, count(*) AS n FROM usage_event WHERE ${inRange()} AND type = 'car_service' AND data->>'service' = ${service} GROUP BY 1`,
        ),
      );
      const ok = byDay(
        await raw(
          sql<{
            day: Date;
            n: number;
          }>`SELECT ${localDay} AS day, count(*) AS n FROM usage_event WHERE ${inRange()} AND type = 'car_service' AND data->>'service' = ${service} AND (data->>'success')::boolean GROUP BY 1`,
        ),
      );
      expect(series(s, `${service}Uses`)).toEqual(perPeriod(s, uses));
      expect(series(s, `${service}Successes`)).toEqual(perPeriod(s, ok));
    }
  });

  it('compare: the previous period of the same length, dashed on the console (same figures as asked for directly)', async () => {
    const s = await page('user-tendency', { from: '2026-10-19', to: TO, compare: true });
    const before = await page('user-tendency', { from: '2026-10-12', to: '2026-10-18' });
    expect([s.previousFrom, s.previousTo]).toEqual(['2026-10-12', '2026-10-18']);
    expect(s.trend!.series.find((x) => x.metric === 'activeUsers')!.previous).toEqual(series(before, 'activeUsers'));
    expect(s.trend!.cards.find((c) => c.metric === 'activeUsers')!.previous).toBe(card(before, 'activeUsers'));
  });
});

describe('issue 14 bad input: 10005 naming the field', () => {
  it.each([
    [{ from: TO, to: FROM }, 'to'],
    [{ from: '2026-01-01', to: '2026-01-09', granularity: 'HOUR' }, 'granularity'],
    [{ from: '2024-01-01', to: '2026-01-09', granularity: 'DAY' }, 'granularity'],
    [{ from: FROM, to: TO, granularity: 'YEAR' }, 'granularity'],
    [{ from: '2026-02-30', to: TO }, 'from'],
  ])('%j -> %s', async (query, field) => {
    const search = new URLSearchParams({ buildingId: String(mall), ...query });
    const { body } = await call(app, `${statisticsApi.userTendency.path}?${search}`, cookie);
    expect(body.code).toBe(10005);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  it('an unknown dimension is 10005 naming dimension', async () => {
    const { body } = await call(app, `${statisticsApi.activityCount.path}?buildingId=${mall}&from=${FROM}&to=${TO}&dimension=colour`, cookie);
    expect(body.code).toBe(10005);
    expect(body.errors?.map((e) => e.field)).toContain('dimension');
  });
});
