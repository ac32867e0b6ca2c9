import type { Db } from '../db/types.js';
import type { Language } from '../errors/messages.js';
import { distinctUsers } from './statistics/distinct.js';
import { buildingCodes, funnelByScene, scansAllTime } from '../repos/scanFunnel.js';
import { countCells } from '../repos/usageStats.js';
import { ANALYSIS_LIMITS } from '#contract/endpoints/analysis.js';
import { analysisRange } from './analysisRange.js';
import type { QrcodeAnalysis, QrcodeAnalysisQuery } from '#contract/schemas/qrcodeAnalysis.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { dateOf, dayStart } from '../usage/periods.js';

/**
 * Issue 15: 二维码分析. Scans per code and per batch over a range of the building's days (the day counts of
 * `usage_count`), the scan-to-navigation funnel (the sessions whose first scan fell in the range, from
 * `usage_scan_session`), and the codes never scanned. A code or batch of fewer than USAGE_LIMITS.minGroupUsers
 * distinct scanners over the range is held back and counted.
 */

const MIN_USERS = USAGE_LIMITS.minGroupUsers;

interface Acc {
  scans: number;
  sessions: number;
  navigated: number;
  arrived: number;
}
const zero = (): Acc => ({ scans: 0, sessions: 0, navigated: 0, arrived: 0 });
const add = (into: Acc, from: Acc) => {
  into.scans += from.scans;
  into.sessions += from.sessions;
  into.navigated += from.navigated;
  into.arrived += from.arrived;
};

/**
 * Distinct users who scanned over the range in one pass over the day bitmaps: per scene, per batch (`batchOf` names
 * each known scene's batch; an unknown scene falls in the batch ''), and over all scenes.
 */
async function scanUsers(
  db: Db,
  instants: { buildingId: number; start: Date; end: Date },
  batchOf: Map<string, string>,
): Promise<{ perKey: Map<string, number>; perGroup: Map<string, number>; all: number }> {
  const users = await distinctUsers(db, { ...instants, dim: 'scene' }, (scene) => [`k${scene}`, `g${batchOf.get(scene) ?? ''}`, 'all']);
  const part = (prefix: string) => new Map([...users].filter(([key]) => key.startsWith(prefix)).map(([key, n]) => [key.slice(1), n]));
  return { perKey: part('k'), perGroup: part('g'), all: users.get('all') ?? 0 };
}

export async function qrcodeAnalysis(db: Db, query: QrcodeAnalysisQuery, language: Language, retentionDays: number, now = Date.now()): Promise<QrcodeAnalysis> {
  const { building, fromDay, toDay, days: range, instants } = await analysisRange(db, query, language, retentionDays, now);
  const { from, to } = range;
  const { start, end } = instants;
  const codes = await buildingCodes(db, query.buildingId);
  const [cells, funnel, reach, allTime] = await Promise.all([
    countCells(db, { buildingId: query.buildingId, grain: 'D', metrics: ['qrScans'], dim: 'scene', start, end }),
    funnelByScene(db, { buildingId: query.buildingId, start, end }),
    scanUsers(db, instants, new Map(codes.map((c) => [c.scene, c.batch ?? '']))),
    scansAllTime(db, query.buildingId),
  ]);
  const users = reach.perKey;

  const days = Array.from({ length: toDay - fromDay + 1 }, (_, i) => dateOf(fromDay + i));
  const dayIndex = new Map(days.map((_, i) => [dayStart(fromDay + i, building.timeZone), i]));
  const perScene = new Map<string, Acc & { perDay: number[] }>();
  const scene = (key: string) => {
    let acc = perScene.get(key);
    if (!acc) perScene.set(key, (acc = { ...zero(), perDay: new Array<number>(days.length).fill(0) }));
    return acc;
  };
  for (const c of cells) {
    const acc = scene(c.value);
    acc.scans += c.n;
    const i = dayIndex.get(c.period.getTime());
    if (i !== undefined) acc.perDay[i] += c.n;
  }
  for (const f of funnel) add(scene(f.scene), { scans: 0, ...f });

  const codeOf = new Map(codes.map((c) => [c.scene, c]));
  const batchOf = (key: string) => codeOf.get(key)?.batch ?? '';
  const scenes = [...perScene.keys()];
  const shownCodes = scenes
    .filter((key) => (users.get(key) ?? 0) >= MIN_USERS)
    .map((key) => {
      const code = codeOf.get(key);
      const { perDay: _, ...acc } = perScene.get(key)!;
      return { id: code ? Number(code.id) : null, name: code?.name ?? null, scene: key, batch: batchOf(key), users: users.get(key)!, ...acc };
    })
    .sort((a, b) => b.scans - a.scans || b.sessions - a.sessions || (a.scene < b.scene ? -1 : 1));

  const batchNames = [...new Set(scenes.map(batchOf))].sort();
  const batches = batchNames
    .map((batch) => {
      const acc = zero();
      const perDay = new Array<number>(days.length).fill(0);
      for (const key of scenes.filter((k) => batchOf(k) === batch)) {
        const s = perScene.get(key)!;
        add(acc, s);
        s.perDay.forEach((n, d) => (perDay[d] += n));
      }
      return { batch, codes: codes.filter((c) => c.batch === batch).length, users: reach.perGroup.get(batch) ?? 0, ...acc, perDay };
    })
    .filter((b) => b.users >= MIN_USERS)
    .sort((a, b) => b.scans - a.scans || (a.batch < b.batch ? -1 : 1));

  const totals = zero();
  for (const s of perScene.values()) add(totals, s);
  const never = codes.filter((c) => !allTime.get(c.scene));
  return {
    timeZone: building.timeZone,
    from,
    to,
    minUsers: MIN_USERS,
    totals: { ...totals, users: reach.all },
    days: days.map((day, i) => ({ day, scans: [...perScene.values()].reduce((n, s) => n + s.perDay[i], 0) })),
    batches,
    codes: shownCodes.slice(0, ANALYSIS_LIMITS.top),
    neverScanned: never.slice(0, ANALYSIS_LIMITS.top).map((c) => ({ id: Number(c.id), name: c.name, batch: c.batch, createdAt: c.createdAt.toISOString() })),
    neverScannedTotal: never.length,
    heldBack: { codes: scenes.length - shownCodes.length, batches: batchNames.length - batches.length },
  };
}
