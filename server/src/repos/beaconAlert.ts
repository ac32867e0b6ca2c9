// The beacons' alerts: which health each deployed beacon was last alerted for (beacon.alerted_health), claimed
// with UPDATE … RETURNING so that two server instances never raise one alert twice.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/types.js';
import type { BeaconHealthValue } from './beacon.js';

export type Alerted = 'batteryLow' | 'unseen';
type Health = RawBuilder<BeaconHealthValue | null>;

/** Healthy again, retired or planned: the alert is cleared, so the next fall alerts anew. Answers the beacons cleared. */
export async function clearRecoveredAlerts(trx: Db, health: Health): Promise<number> {
  const cleared = await trx
    .updateTable('beacon')
    .set({ alertedHealth: null })
    .where('alertedHealth', 'is not', null)
    .where(sql<SqlBool>`${health} IS DISTINCT FROM 'batteryLow' AND ${health} IS DISTINCT FROM 'unseen'`)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows);
}

/** Claims the beacons low on battery or silent and not yet alerted for it: each is marked with its health and answered. */
export function claimNewAlerts(trx: Db, health: Health) {
  return trx
    .updateTable('beacon')
    .set({ alertedHealth: sql<Alerted>`${health}` })
    .where(sql<SqlBool>`${health} IN ('batteryLow', 'unseen')`)
    .where(sql<SqlBool>`beacon.alerted_health IS DISTINCT FROM ${health}`)
    .returning(['id', 'buildingId', 'name', 'alertedHealth'])
    .execute();
}

/** The buildings' names by id. */
export async function buildingNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('building').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((b) => [b.id, b.name]));
}
