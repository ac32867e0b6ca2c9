// Issue 16 点击统计 (spec §2 /stat): the apps' feature clicks per feature, app and period, for platform admins.
import type { Db } from '../db/types.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { appIdsOfGroup } from '../repos/appGroup.js';
import { clickCells, statApps, statTimeZones, type ClickCell } from '../repos/stat.js';
import { STAT_MAX_FEATURES, STAT_TOP_SERIES, type StatClicks, type StatClicksQuery, type StatFeature, type StatSeries } from '#contract/schemas/stat.js';
import { DAY_MS, dateOf, dayOf, periodDay } from '../usage/periods.js';
import { previousRange, statRange, type StatRange } from './statistics/range.js';

/** The label of the range's period a cell's local start falls in, or null outside the range. */
function labelOf(r: StatRange, local: string): string | null {
  const day = dayOf(local.slice(0, 10));
  if (day < r.fromDay || day > r.toDay) return null;
  return r.grain === 'H' ? local : dateOf(r.grain === 'D' ? day : periodDay(day, r.grain));
}

interface Tally {
  /** Per feature: clicks per period index. */
  perFeature: Map<string, number[]>;
  perApp: Map<number, number>;
}

/** Sums the cells of the range into its periods, per feature (of the apps asked, if any) and per app. */
function tally(r: StatRange, cells: ClickCell[], only: ReadonlySet<number> | undefined): Tally {
  const index = new Map(r.periods.map((p, i) => [p.label, i]));
  const perFeature = new Map<string, number[]>();
  const perApp = new Map<number, number>();
  for (const c of cells) {
    const label = labelOf(r, c.local);
    const i = label === null ? undefined : index.get(label);
    if (i === undefined) continue;
    if (c.appId !== null) perApp.set(c.appId, (perApp.get(c.appId) ?? 0) + c.n);
    if (only && (c.appId === null || !only.has(c.appId))) continue;
    let points = perFeature.get(c.feature);
    if (!points) perFeature.set(c.feature, (points = r.periods.map(() => 0)));
    points[i] += c.n;
  }
  return { perFeature, perApp };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The series of the top features, then the others summed as one. */
function seriesOf(ranked: string[], t: Tally, previous: Tally | null, length: number): StatSeries[] {
  const zeros = () => Array.from({ length }, () => 0);
  const add = (into: number[], from: number[] | undefined) => from?.forEach((n, i) => (into[i] += n));
  const top = ranked.slice(0, STAT_TOP_SERIES);
  const out: StatSeries[] = top.map((feature) => ({
    feature,
    other: false,
    points: t.perFeature.get(feature) ?? zeros(),
    ...(previous ? { previous: previous.perFeature.get(feature)?.slice(0, length) ?? zeros() } : {}),
  }));
  if (ranked.length > top.length) {
    const shown = new Set(top);
    const points = zeros();
    const before = zeros();
    for (const [feature, values] of t.perFeature) if (!shown.has(feature)) add(points, values);
    if (previous) for (const [feature, values] of previous.perFeature) if (!shown.has(feature)) add(before, values.slice(0, length));
    out.push({ feature: '', other: true, points, ...(previous ? { previous: before } : {}) });
  }
  return out;
}

/**
 * The clicks of the range (10005 as the statistics calls: `to` before `from`, a range too long for the granularity),
 * each building's clicks in its own local days; an unknown app filter is 10005 naming appId. An app group (issue 16) keeps its
 * apps (an unknown group has none, as in the platform lists); with an app too, that app if it is in the group.
 */
export async function featureClicks(db: Db, query: StatClicksQuery, language: Language): Promise<StatClicks> {
  // The periods' labels are wall-clock days and hours; the zone only lays them out (each building's own zone places its clicks).
  const range = statRange({ buildingId: 1, from: query.from, to: query.to, granularity: query.granularity }, 'UTC', language);
  const apps = await statApps(db);
  if (query.appId !== undefined && !apps.some((a) => a.appId === query.appId)) {
    throw invalid([field(language, 'appId', 'stat.appUnknown', { appId: query.appId })]);
  }
  const group = query.appGroupId === undefined ? undefined : new Set(await appIdsOfGroup(db, query.appGroupId));
  const only = query.appId === undefined ? group : new Set(group && !group.has(query.appId) ? [] : [query.appId]);
  const previous = query.compare ? previousRange(range) : null;
  // A day either side: any zone's local days of the range lie within.
  const cells = await clickCells(db, {
    grain: range.grain === 'H' ? 'H' : 'D',
    start: new Date(((previous ?? range).fromDay - 1) * DAY_MS),
    end: new Date((range.toDay + 2) * DAY_MS),
    feature: query.feature,
  });
  const now = tally(range, cells, only);
  const before = previous ? tally(previous, cells, only) : null;
  const totals = [...now.perFeature].map(([feature, points]) => ({ feature, clicks: sum(points) })).filter((f) => f.clicks > 0);
  totals.sort((a, b) => b.clicks - a.clicks || (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0));
  const total = sum(totals.map((f) => f.clicks));
  const features: StatFeature[] = totals.slice(0, STAT_MAX_FEATURES).map((f) => ({
    ...f,
    share: total ? f.clicks / total : 0,
    ...(before ? { previous: sum(before.perFeature.get(f.feature) ?? []) } : {}),
  }));
  const previousTotal = before ? sum([...before.perFeature.values()].map(sum)) : undefined;
  const appRows = apps
    .filter((a) => !group || group.has(a.appId))
    .map((a) => ({ ...a, clicks: now.perApp.get(a.appId) ?? 0, ...(before ? { previous: before.perApp.get(a.appId) ?? 0 } : {}) }))
    .sort((a, b) => b.clicks - a.clicks || a.appId - b.appId);
  return {
    from: dateOf(range.fromDay),
    to: dateOf(range.toDay),
    granularity: range.granularity,
    ...(previous ? { previousFrom: dateOf(previous.fromDay), previousTo: dateOf(previous.toDay), previousPeriods: previous.periods.map((p) => p.label) } : {}),
    appId: query.appId ?? null,
    appGroupId: query.appGroupId ?? null,
    feature: query.feature ?? null,
    timeZones: await statTimeZones(db, only && [...only]),
    total,
    ...(previousTotal !== undefined ? { previousTotal } : {}),
    periods: range.periods.map((p) => p.label),
    features,
    otherFeatures: Math.max(0, totals.length - STAT_MAX_FEATURES),
    series: seriesOf(
      totals.map((f) => f.feature),
      now,
      before,
      range.periods.length,
    ),
    apps: appRows,
  };
}
