// Issue 18: beacons going low or silent reach the message centre. Every round finds the deployed beacons whose
// health (the rules of repos/beacon.ts) moved into batteryLow or unseen since their last alert, and raises one
// message per building listing them. The round claims the beacons by writing beacon.alerted_health (migration
// 029) with UPDATE … RETURNING in the transaction that raises the message: a second server instance running the
// round at once waits on the row locks, then finds them claimed, so nothing is raised twice.
import { tryTransactionLock } from '../db/advisory.js';
import type { Db } from '../db/types.js';
import { notify } from '../messaging/notify.js';
import { healthOf } from '../repos/beacon.js';
import { buildingNames, claimNewAlerts, clearRecoveredAlerts, type Alerted } from '../repos/beaconAlert.js';
import { BEACON_LIMITS } from '#contract/schemas/beacon.js';
import { ruleAt } from './beacon.js';

const BEACON_ALERT_INTERVAL_MS = 10 * 60_000;
const FIRST_ROUND_MS = 60_000;
const BEACON_ALERT_LOCK = 72_410_018;
/** Names listed in one message; the rest are counted. */
const LISTED = 20;
/** Whoever sees or manages a building's beacons hears about them (spec §6 codes). */
const BEACON_ALERT_PERMISSIONS = ['VIEW_BEACON_LIST', 'VIEW_BEACON_DISTRIBUTION', 'UPLOAD_BEACON'] as const;
const BEACON_ALERT_LINK = '/beacon/beacon-list';

export interface BeaconAlertReport {
  /** Messages raised (one per building and recipient). */
  messages: number;
  /** Buildings with newly alerted beacons. */
  buildings: number;
  /** Beacons newly alerted. */
  beacons: number;
  /** Beacons back to health (or no longer deployed) whose alert was cleared. */
  cleared: number;
}

/** One round; tests call it directly with their own `now`. */
export async function runBeaconAlerts(db: Db, now = new Date()): Promise<BeaconAlertReport> {
  const health = healthOf(ruleAt(now));
  return db.transaction().execute(async (trx) => {
    // One round at a time across server instances; one that finds the round running skips it (the claim below
    // would leave it nothing anyway, and waiting could only order two rounds' row locks against each other).
    if (!(await tryTransactionLock(trx, BEACON_ALERT_LOCK))) return { messages: 0, buildings: 0, beacons: 0, cleared: 0 };
    // Healthy again, retired or planned: the next fall alerts anew.
    const cleared = await clearRecoveredAlerts(trx, health);
    const claimed = await claimNewAlerts(trx, health);
    const byBuilding = new Map<number, Array<{ id: number; name: string; health: Alerted }>>();
    for (const b of claimed) {
      const list = byBuilding.get(b.buildingId) ?? [];
      list.push({ id: b.id, name: b.name, health: b.alertedHealth! });
      byBuilding.set(b.buildingId, list);
    }
    let messages = 0;
    if (byBuilding.size) {
      const names = await buildingNames(trx, [...byBuilding.keys()]);
      for (const [buildingId, beacons] of [...byBuilding].sort(([a], [b]) => a - b)) {
        beacons.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
        const audience = { building: buildingId, permissions: BEACON_ALERT_PERMISSIONS };
        messages += await notify(trx, audience, { ...alertText(names.get(buildingId) ?? `#${buildingId}`, beacons), link: BEACON_ALERT_LINK }, now);
      }
    }
    return { messages, buildings: byBuilding.size, beacons: claimed.length, cleared };
  });
}

/** “3 个信标电量低：A、B、C” / “2 beacons went silent: …”, both kinds in one message when both happened. */
export function alertText(building: string, beacons: Array<{ name: string; health: Alerted }>) {
  const low = beacons.filter((b) => b.health === 'batteryLow').map((b) => b.name);
  const silent = beacons.filter((b) => b.health === 'unseen').map((b) => b.name);
  const list = (names: string[], sep: string, more: (n: number) => string) =>
    names.slice(0, LISTED).join(sep) + (names.length > LISTED ? more(names.length - LISTED) : '');
  const zh = (names: string[]) => list(names, '、', (n) => ` 等（另有 ${n} 个）`);
  const en = (names: string[]) => list(names, ', ', (n) => ` and ${n} more`);
  const plural = (n: number) => (n === 1 ? 'beacon' : 'beacons');
  const titles: string[] = [];
  const titlesEn: string[] = [];
  const lines: string[] = [];
  const linesEn: string[] = [];
  if (low.length) {
    titles.push(`${low.length} 个信标电量低`);
    titlesEn.push(`${low.length} ${plural(low.length)} low on battery`);
    lines.push(`${low.length} 个信标电量低于 ${BEACON_LIMITS.batteryLowBelow}%：${zh(low)}。`);
    linesEn.push(`${low.length} ${plural(low.length)} below ${BEACON_LIMITS.batteryLowBelow} % battery: ${en(low)}.`);
  }
  if (silent.length) {
    titles.push(`${silent.length} 个信标失联`);
    titlesEn.push(`${silent.length} ${plural(silent.length)} went silent`);
    lines.push(`${silent.length} 个信标超过 ${BEACON_LIMITS.unseenHours} 小时未收到信号：${zh(silent)}。`);
    linesEn.push(`${silent.length} ${plural(silent.length)} not heard for ${BEACON_LIMITS.unseenHours} h: ${en(silent)}.`);
  }
  return {
    type: 'beacon' as const,
    title: `${building}：${titles.join('，')}`,
    titleEn: `${building}: ${titlesEn.join(', ')}`,
    content: `${lines.join('')}请在信标列表中查看并处理。`,
    contentEn: `${linesEn.join(' ')} See the beacon list.`,
  };
}

/** Runs a round 60 s after start and every 10 minutes (unref'd, so it never keeps the process alive); answers a stop function. */
export function startBeaconAlerts(db: Db, log: (line: string) => void): () => void {
  const run = () => runBeaconAlerts(db).catch((error: unknown) => log(`Beacon alerts failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(run, FIRST_ROUND_MS);
  const every = setInterval(run, BEACON_ALERT_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
