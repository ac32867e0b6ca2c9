import type { Db } from '../../db/types.js';
import type { Language } from '../../errors/messages.js';
import type { ActivityCountQuery, Dimension, Statistics, StatisticsQuery } from '#contract/schemas/statistics.js';
import { breakdown, bothRanges, frame, rangesOf, trendOf, type Part } from './assemble.js';
import { dayCount, lastDays, type StatRange } from './range.js';
import { retention } from './retention.js';
import { activeUsers, additive, additiveBy, rangeUsers, rangeUsersBy, sum, threshold, userDays, usersBefore } from './trend.js';

/** Issue 14: the figures of each spec §2 statistics page (one call per page). */

const ratio = (a: number, b: number) => (b ? a / b : 0);

/** 用户趋势: new, active and cumulative users, sessions. */
export async function userTendency(db: Db, query: StatisticsQuery, language: Language): Promise<Statistics> {
  const { current, previous } = await rangesOf(db, query, language);
  const { part, prior } = await bothRanges(current, previous, async (r) => {
    const counts = await additive(db, r, ['newUsers', 'opens', 'sessionSeconds', 'closes']);
    const active = (await activeUsers(db, r)).get('') ?? [];
    const newUsers = counts.get('newUsers') ?? [];
    let running = await usersBefore(db, r);
    const cumulative = newUsers.map((n) => (running += n));
    return {
      series: [
        { metric: 'newUsers', value: '', points: newUsers },
        { metric: 'activeUsers', value: '', points: active },
        { metric: 'cumulativeUsers', value: '', points: cumulative },
        { metric: 'sessions', value: '', points: counts.get('opens') ?? [] },
      ],
      cards: {
        newUsers: sum(newUsers),
        activeUsers: await rangeUsers(db, r),
        cumulativeUsers: running,
        sessions: sum(counts.get('opens')),
        avgSessionSeconds: Math.round(ratio(sum(counts.get('sessionSeconds')), sum(counts.get('closes')))),
      },
    };
  });
  return { ...frame(current, previous), trend: trendOf(current, part, prior) };
}

/** Split series of one additive metric by a dimension, the values under the privacy threshold left out. */
async function splitSeries(db: Db, r: StatRange, metric: string, dimension: Dimension, points: Map<string, number[]>) {
  const { shown, heldBack } = threshold(await rangeUsersBy(db, r, dimension));
  const series = [...points].filter(([value]) => shown.has(value)).map(([value, p]) => ({ metric, value, points: p }));
  return { series, heldBack };
}

/** 激活与启动: activations (a device's first open) and opens, optionally per platform or app version. */
export async function activityCount(db: Db, query: ActivityCountQuery, language: Language): Promise<Statistics> {
  const { current, previous } = await rangesOf(db, query, language);
  const { part, prior } = await bothRanges(current, previous, async (r): Promise<Part> => {
    const counts = await additive(db, r, ['activations', 'opens']);
    const part: Part = {
      series: [
        { metric: 'activations', value: '', points: counts.get('activations') ?? [] },
        { metric: 'opens', value: '', points: counts.get('opens') ?? [] },
      ],
      cards: { activations: sum(counts.get('activations')), opens: sum(counts.get('opens')) },
    };
    if (!query.dimension) return part;
    const groups = { groups: 0, users: 0 };
    for (const metric of ['activations', 'opens']) {
      const split = await splitSeries(db, r, metric, query.dimension, await additiveBy(db, r, metric, query.dimension));
      part.series.push(...split.series);
      Object.assign(groups, split.heldBack);
    }
    return { ...part, heldBack: groups };
  });
  return {
    ...frame(current, previous),
    trend: trendOf(current, part, prior),
    breakdowns: await breakdownsOf(db, current, ['platform', 'appVersion'], previous),
  };
}

/** 活跃用户: active users per period, DAU, WAU, MAU, stickiness, and weekly retention. */
export async function userActivation(db: Db, query: StatisticsQuery, language: Language): Promise<Statistics> {
  const { current, previous } = await rangesOf(db, query, language);
  const { part, prior } = await bothRanges(current, previous, async (r) => {
    const dau = (await userDays(db, r)) / dayCount(r);
    const mau = await rangeUsers(db, { buildingId: r.buildingId, ...lastDays(r, 30) });
    return {
      series: [{ metric: 'activeUsers', value: '', points: (await activeUsers(db, r)).get('') ?? [] }],
      cards: {
        dau: Math.round(dau * 10) / 10,
        wau: await rangeUsers(db, { buildingId: r.buildingId, ...lastDays(r, 7) }),
        mau,
        stickiness: Math.round(ratio(dau, mau) * 1000) / 1000,
      },
    };
  });
  return { ...frame(current, previous), trend: trendOf(current, part, prior), retention: await retention(db, current) };
}

/** Breakdowns of one range by several dimensions (the range's distinct users counted once). */
async function breakdownsOf(db: Db, current: StatRange, dimensions: Dimension[], previous?: StatRange) {
  const total = await rangeUsers(db, current);
  const out = [];
  for (const d of dimensions) out.push(await breakdown(db, current, d, previous, total));
  return out;
}

const breakdownPage = (dimensions: Dimension[]) =>
  async function (db: Db, query: StatisticsQuery, language: Language): Promise<Statistics> {
    const { current, previous } = await rangesOf(db, query, language);
    return { ...frame(current, previous), breakdowns: await breakdownsOf(db, current, dimensions, previous) };
  };

/** 用户属性: gender, age band, province, language. */
export const userAttribute = breakdownPage(['gender', 'ageBand', 'province', 'language']);
/** 终端 brand-model. */
export const brandModel = breakdownPage(['brand', 'model']);
/** 终端 system. */
export const system = breakdownPage(['os', 'osVersion']);

/** 终端 network: users per network type, and active users per period by network. */
export async function network(db: Db, query: StatisticsQuery, language: Language): Promise<Statistics> {
  const { current, previous } = await rangesOf(db, query, language);
  const { part, prior } = await bothRanges(current, previous, async (r) => {
    const { shown, heldBack } = threshold(await rangeUsersBy(db, r, 'network'));
    const points = await activeUsers(db, r, 'network');
    return {
      series: [...points].filter(([v]) => shown.has(v)).map(([value, p]) => ({ metric: 'activeUsers', value, points: p })),
      cards: { activeUsers: await rangeUsers(db, r) },
      heldBack,
    };
  });
  return { ...frame(current, previous), trend: trendOf(current, part, prior), breakdowns: [await breakdown(db, current, 'network', previous)] };
}

const CAR_METRICS = ['findCarUses', 'findCarSuccesses', 'parkingPaymentUses', 'parkingPaymentSuccesses'];

/** 车主服务: find-my-car and parking payment, uses and successes. */
export async function ownerService(db: Db, query: StatisticsQuery, language: Language): Promise<Statistics> {
  const { current, previous } = await rangesOf(db, query, language);
  const { part, prior } = await bothRanges(current, previous, async (r) => {
    const counts = await additive(db, r, CAR_METRICS);
    const cards = Object.fromEntries(CAR_METRICS.map((m) => [m, sum(counts.get(m))]));
    return {
      series: CAR_METRICS.map((metric) => ({ metric, value: '', points: counts.get(metric) ?? [] })),
      cards: {
        ...cards,
        findCarSuccessRate: Math.round(ratio(cards.findCarSuccesses, cards.findCarUses) * 1000) / 1000,
        parkingPaymentSuccessRate: Math.round(ratio(cards.parkingPaymentSuccesses, cards.parkingPaymentUses) * 1000) / 1000,
      },
    };
  });
  return { ...frame(current, previous), trend: trendOf(current, part, prior) };
}
