// Issue 13: the battery replacement forecast. A beacon's battery drains by a fixed charge per advertising
// event (three channels at a current set by the TX power) plus a sleep current; the last reading and its
// time give the charge left, so the date a battery reaches the low threshold follows from its settings.
import type { Db } from '../db/types.js';
import { deployedOnBattery } from '../repos/beacon.js';
import { BEACON_LIMITS } from '#contract/schemas/beacon.js';
import { FORECAST_LIMITS, type BeaconForecast, type BeaconForecastItem, type BeaconForecastQuery } from '#contract/schemas/beaconForecast.js';
import { assertLevelOf } from './beacon.js';
import type { Language } from '../errors/messages.js';

/**
 * A coin cell (CR2477, 1000 mAh) and a BLE 5 radio: 2 µA asleep; per advertising event a fixed 8 µC (wake,
 * crystal, processing) plus 0.376 ms on each of the 3 channels at the TX current, which grows with the
 * power in mW (≈5.3 mA at 0 dBm, ≈8.8 mA at +4 dBm, ≈3 mA at −20 dBm).
 */
export const BATTERY_MODEL = { capacityMah: 1000, sleepMicroAmp: 2, eventMicroCoulomb: 8, channelMs: 0.376, channels: 3 } as const;

const DAY_MS = 86_400_000;

/** Radio current while transmitting, mA. */
const txCurrentMilliAmp = (txPowerDbm: number): number => 3 + 2.3 * 10 ** (txPowerDbm / 10);

/** Average current, µA: sleep plus one event's charge (µC) per interval (s). */
export function averageMicroAmp(txPowerDbm: number, intervalMs: number): number {
  const event = BATTERY_MODEL.eventMicroCoulomb + BATTERY_MODEL.channels * BATTERY_MODEL.channelMs * txCurrentMilliAmp(txPowerDbm);
  return BATTERY_MODEL.sleepMicroAmp + event / (intervalMs / 1000);
}

/** Days a full battery lasts at these settings. */
export const lifeDays = (txPowerDbm: number, intervalMs: number): number => (BATTERY_MODEL.capacityMah * 1000) / averageMicroAmp(txPowerDbm, intervalMs) / 24;

/** When the battery, read at `percent` on `readAt`, reaches `targetPercent` (clamped: a reading already below it is due then). */
export const reachesAt = (readAt: Date, percent: number, targetPercent: number, life: number): Date =>
  new Date(readAt.getTime() + (Math.max(0, percent - targetPercent) / 100) * life * DAY_MS);

export async function beaconForecast(db: Db, query: BeaconForecastQuery, language: Language, now = new Date()): Promise<BeaconForecast> {
  if (query.levelId !== undefined) await assertLevelOf(db, query.buildingId, query.levelId, language);
  const horizonDays = query.days ?? FORECAST_LIMITS.defaultDays;
  const rows = await deployedOnBattery(db, query.buildingId, query.levelId);
  const counts = { overdue: 0, within30: 0, within90: 0, withinHorizon: 0, noReading: 0, externalPower: 0 };
  const due: BeaconForecastItem[] = [];
  for (const row of rows) {
    if (row.externalPower) counts.externalPower++;
    else if (row.battery === null) counts.noReading++;
    if (row.externalPower || row.battery === null) continue;
    const readAt = new Date(row.batteryReadAt ?? row.updatedAt);
    const life = lifeDays(row.txPower, row.intervalMs);
    const lowAt = reachesAt(readAt, row.battery, BEACON_LIMITS.batteryLowBelow, life);
    const days = (lowAt.getTime() - now.getTime()) / DAY_MS;
    if (days > horizonDays) continue;
    if (days <= 0) counts.overdue++;
    if (days <= 30) counts.within30++;
    if (days <= 90) counts.within90++;
    counts.withinHorizon++;
    due.push({
      id: row.id,
      name: row.name,
      levelId: row.levelId,
      levelName: row.levelName,
      battery: row.battery,
      batteryReadAt: readAt.toISOString(),
      txPower: row.txPower,
      intervalMs: row.intervalMs,
      lifeDays: Math.round(life),
      lowAt: lowAt.toISOString(),
      emptyAt: reachesAt(readAt, row.battery, 0, life).toISOString(),
    });
  }
  due.sort((a, b) => a.lowAt.localeCompare(b.lowAt) || a.id - b.id);
  return {
    horizonDays,
    model: { capacityMah: BATTERY_MODEL.capacityMah, sleepMicroAmp: BATTERY_MODEL.sleepMicroAmp, lowBelow: BEACON_LIMITS.batteryLowBelow },
    counts,
    items: due.slice(0, FORECAST_LIMITS.items),
    truncated: due.length > FORECAST_LIMITS.items,
  };
}
