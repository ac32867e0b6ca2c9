import type { Db } from '../db/types.js';
import type { Language } from '../errors/messages.js';
import { resolveVersion } from '../repos/map.js';
import { listPoiTypes } from '../repos/poi/type.js';
import { poiFeatures, sumByValue } from '../repos/reach.js';
import { rangeBitmaps } from '../repos/usageBitmap.js';
import { unionSizes } from '../usage/bitmaps.js';
import { distinctUsers } from './statistics/distinct.js';
import { ANALYSIS_LIMITS } from '#contract/endpoints/analysis.js';
import { analysisRange } from './analysisRange.js';
import type { PoiAnalysis, PoiAnalysisQuery, PoiFigures, PoiTypeFigures } from '#contract/schemas/poiAnalysis.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { coverDays, dayStart } from '../usage/periods.js';

/**
 * Issue 15: POI 分析. The POIs and POI types by views, navigation starts and arrivals (and the start-to-arrival
 * conversion), the most searched texts and those that found nothing, over a range of the building's days: the
 * counts of `usage_count` (per day, week and month: a range reads each whole month and week in it as one row),
 * each POI, type or text shown only with at least USAGE_LIMITS.minGroupUsers distinct users over the range (counted
 * exactly from the day bitmaps), the held-back ones counted.
 */

const MIN_USERS = USAGE_LIMITS.minGroupUsers;
const UNTYPED = -1;

type Counted = Omit<PoiFigures, 'id' | 'name' | 'typeId' | 'conversion' | 'users'>;
const zero = (): Counted => ({ views: 0, navStarts: 0, arrivals: 0 });
const KEY_OF: Record<string, keyof Counted> = { poiViews: 'views', poiNavStarts: 'navStarts', poiArrivals: 'arrivals' };
const conversion = (c: Counted) => (c.navStarts > 0 ? Math.round((c.arrivals / c.navStarts) * 1000) / 1000 : null);
const busiest = (a: Counted, b: Counted) => b.views - a.views || b.navStarts - a.navStarts || b.arrivals - a.arrivals;

export async function poiAnalysis(db: Db, query: PoiAnalysisQuery, language: Language, retentionDays: number, now = Date.now()): Promise<PoiAnalysis> {
  const { building, days: range, instants, fromDay, toDay } = await analysisRange(db, query, language, retentionDays, now);
  const { from, to } = range;
  const periods = coverDays(fromDay, toDay + 1).map((p) => ({ grain: p.grain, period: new Date(dayStart(p.day, building.timeZone)) }));
  const sums = { buildingId: query.buildingId, periods };
  const [poiCounts, searchCounts, poiDays, queryUsers] = await Promise.all([
    sumByValue(db, { ...sums, metrics: Object.keys(KEY_OF), dim: 'poi' }),
    sumByValue(db, { ...sums, metrics: ['searches', 'searchesEmpty'], dim: 'query' }),
    rangeBitmaps(db, { ...instants, dim: 'poi' }),
    distinctUsers(db, { ...instants, dim: 'query' }),
  ]);

  const perPoi = new Map<string, Counted>();
  for (const row of poiCounts) {
    const c = perPoi.get(row.value) ?? zero();
    c[KEY_OF[row.metric]] += row.n;
    perPoi.set(row.value, c);
  }
  const ids = [...perPoi.keys()];
  // The names of the map the apps show: the newest published version, else the draft.
  const version = ids.length ? await resolveVersion(db, query.buildingId, 'latest') : undefined;
  const [features, types] = await Promise.all([
    version ? poiFeatures(db, version.id, ids) : new Map<string, { name: string; typeId: number | null }>(),
    listPoiTypes(db, query.buildingId),
  ]);
  const known = new Map(types.map((t) => [Number(t.id), t]));
  const typeOf = (id: string) => {
    const typeId = features.get(id)?.typeId ?? null;
    return typeId !== null && known.has(typeId) ? typeId : UNTYPED;
  };

  // Distinct users per POI and per type, in one pass over the days' bitmaps.
  const users = unionSizes(poiDays, (id) => (perPoi.has(id) ? [`p${id}`, `t${typeOf(id)}`] : []));
  const poiUsers = (id: string) => users.get(`p${id}`) ?? 0;
  const typeUsers = (typeId: number) => users.get(`t${typeId}`) ?? 0;
  const pois: PoiFigures[] = ids
    .filter((id) => poiUsers(id) >= MIN_USERS)
    .map((id) => {
      const c = perPoi.get(id)!;
      const typeId = typeOf(id);
      return { id, name: features.get(id)?.name ?? id, typeId: typeId === UNTYPED ? null : typeId, users: poiUsers(id), ...c, conversion: conversion(c) };
    })
    .sort((a, b) => busiest(a, b) || (a.id < b.id ? -1 : 1));

  const perType = new Map<number, Counted>();
  for (const [id, c] of perPoi) {
    const t = perType.get(typeOf(id)) ?? zero();
    for (const key of Object.values(KEY_OF)) t[key] += c[key];
    perType.set(typeOf(id), t);
  }
  const typeRows: PoiTypeFigures[] = [...perType.entries()]
    .filter(([typeId]) => typeUsers(typeId) >= MIN_USERS)
    .map(([typeId, c]) => {
      const t = known.get(typeId);
      return { id: t ? typeId : null, name: t?.name ?? null, nameEn: t?.nameEn || null, users: typeUsers(typeId), ...c, conversion: conversion(c) };
    })
    .sort(busiest);

  const perQuery = new Map<string, { searches: number; empty: number }>();
  for (const row of searchCounts) {
    const q = perQuery.get(row.value) ?? { searches: 0, empty: 0 };
    if (row.metric === 'searches') q.searches += row.n;
    else q.empty += row.n;
    perQuery.set(row.value, q);
  }
  const texts = (pick: 'searches' | 'empty') => {
    const all = [...perQuery.entries()].filter(([, q]) => q[pick] > 0);
    const shown = all
      .filter(([text]) => (queryUsers.get(text) ?? 0) >= MIN_USERS)
      .map(([text, q]) => ({ query: text, searches: q[pick], users: queryUsers.get(text)! }))
      .sort((a, b) => b.searches - a.searches || (a.query < b.query ? -1 : 1));
    return { shown: shown.slice(0, ANALYSIS_LIMITS.top), held: all.length - shown.length };
  };
  const [searched, empty] = [texts('searches'), texts('empty')];

  const totals = [...perPoi.values()].reduce(
    (sum, c) => ({ views: sum.views + c.views, navStarts: sum.navStarts + c.navStarts, arrivals: sum.arrivals + c.arrivals }),
    zero(),
  );
  const sumOf = (pick: 'searches' | 'empty') => [...perQuery.values()].reduce((n, q) => n + q[pick], 0);
  return {
    timeZone: building.timeZone,
    from,
    to,
    minUsers: MIN_USERS,
    totals: { ...totals, conversion: conversion(totals), searches: sumOf('searches'), searchesEmpty: sumOf('empty') },
    pois: pois.slice(0, ANALYSIS_LIMITS.top),
    types: typeRows,
    queries: searched.shown,
    emptyQueries: empty.shown,
    heldBack: { pois: ids.length - pois.length, types: perType.size - typeRows.length, queries: searched.held, emptyQueries: empty.held },
  };
}
