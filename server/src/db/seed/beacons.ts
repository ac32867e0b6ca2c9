// Issue 13: demo beacon deployments, drawn by a fixed pseudo-random generator so every fresh demo is the same
// (the times are relative to the moment of seeding: "last seen 12 minutes ago", "not seen for 3 days").
import { bboxOf } from '../../geo/geometry.js';
import { pointInPolygon } from '#contract/geometry.js';
import { buildingLevels, insertBeacons, levelShapes, type SeedBeaconValues } from '../../repos/beacon.js';
import type { Geometry } from '../../repos/map.js';
import type { Db } from '../types.js';

export interface BeaconPlan {
  /** Beacons per level. */
  perLevel: number;
  /** Seed of the generator. */
  seed: number;
  /** The deployment's proximity UUID (one per building, as installers do). */
  uuid: string;
  /** The first byte of the MAC addresses (one vendor). */
  vendor: string;
}

export const DEMO_BEACON_PLANS = {
  mall: { perLevel: 72, seed: 13_001, uuid: 'fda50693-a4e2-4fb1-afcf-c6eb07647825', vendor: 'C3' },
  office: { perLevel: 12, seed: 13_002, uuid: 'e2c56db5-dffb-48d2-b060-d0f5a71096e0', vendor: 'D4' },
  tower: { perLevel: 4, seed: 13_003, uuid: '74278bda-b644-4520-8f0c-720eaf059935', vendor: 'E5' },
} satisfies Record<string, BeaconPlan>;

const INSTALLERS = ['王建国', '李明', '张伟（蓝牙工程部）', 'Beacon Tech 安装队'];
const DAY_MS = 86_400_000;
const MIN_SPACING_METRES = 4;

/** mulberry32: small, fast and the same on every platform. */
export function pseudoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points spread over the level: inside its outline and inside one of its units, a few metres apart. */
function placements(random: () => number, shapes: { outlines: Geometry[]; units: Geometry[] }, count: number): Array<[number, number]> {
  const area = shapes.outlines.length ? shapes.outlines : shapes.units;
  const bbox = bboxOf(area.map((geometry) => ({ geometry })));
  if (!bbox) return [];
  const [w, s, e, n] = bbox;
  const mPerLng = 111_320 * Math.cos((((s + n) / 2) * Math.PI) / 180);
  const inside = (p: [number, number]) =>
    (!shapes.outlines.length || shapes.outlines.some((g) => pointInPolygon(p, g))) && (!shapes.units.length || shapes.units.some((g) => pointInPolygon(p, g)));
  const points: Array<[number, number]> = [];
  for (let tries = 0; points.length < count && tries < count * 200; tries++) {
    const p: [number, number] = [round7(w + random() * (e - w)), round7(s + random() * (n - s))];
    if (!inside(p)) continue;
    const near = points.some(([x, y]) => Math.hypot((x - p[0]) * mPerLng, (y - p[1]) * 110_574) < MIN_SPACING_METRES);
    if (!near || tries > count * 100) points.push(p);
  }
  return points;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/** One beacon's telemetry and lifecycle: mostly healthy and deployed, a handful low or silent, some planned, a few retired. */
function condition(
  random: () => number,
  now: Date,
): Pick<SeedBeaconValues, 'lifecycle' | 'battery' | 'batteryReadAt' | 'externalPower' | 'installedOn' | 'installedBy'> & { lastSeenAt: Date | null } {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const roll = random();
  const installer = pick(random, INSTALLERS);
  if (roll < 0.07)
    return { lifecycle: 'planned', battery: null, batteryReadAt: null, externalPower: false, lastSeenAt: null, installedOn: null, installedBy: '' };
  const installedOn = dateOf(ago(between(random, 40, 640) * DAY_MS));
  if (roll < 0.1) {
    const seen = ago(between(random, 30, 200) * DAY_MS);
    return {
      lifecycle: 'retired',
      battery: between(random, 0, 12),
      batteryReadAt: seen,
      externalPower: false,
      lastSeenAt: seen,
      installedOn,
      installedBy: installer,
    };
  }
  const deployed = { lifecycle: 'deployed' as const, installedOn, installedBy: installer };
  const state = random();
  if (state < 0.02) return { ...deployed, battery: null, batteryReadAt: null, externalPower: false, lastSeenAt: null };
  const seen = state < 0.06 ? ago(between(random, 26, 9 * 24) * 3_600_000) : ago(between(random, 5, 45 * 60) * 1000);
  if (random() < 0.05) return { ...deployed, battery: null, batteryReadAt: null, externalPower: true, lastSeenAt: seen };
  const battery = state >= 0.06 && state < 0.11 ? between(random, 3, 19) : between(random, 24, 100);
  return { ...deployed, battery, batteryReadAt: seen, externalPower: false, lastSeenAt: seen };
}

/** Writes a building's demo beacons over its levels (major = the level's place from the lowest, minor = its number on the level). */
export async function seedBeacons(db: Db, buildingId: number, plan: BeaconPlan, now = new Date()): Promise<number> {
  const random = pseudoRandom(plan.seed);
  const values: SeedBeaconValues[] = [];
  const levels = await buildingLevels(db, buildingId);
  for (const [index, level] of levels.entries()) {
    const points = placements(random, await levelShapes(db, buildingId, level.id), plan.perLevel);
    points.forEach(([lng, lat], i) => {
      const minor = i + 1;
      const mac = [plan.vendor, ...Array.from({ length: 5 }, () => between(random, 0, 255).toString(16).toUpperCase().padStart(2, '0'))].join(':');
      values.push({
        buildingId,
        levelId: level.id,
        uuid: plan.uuid,
        major: index + 1,
        minor,
        mac,
        name: `${level.name}-${String(minor).padStart(3, '0')}`,
        lng,
        lat,
        measuredPower: -59 + between(random, -3, 3),
        txPower: pick(random, [0, 0, 0, -4, -8]),
        intervalMs: pick(random, [100, 200, 500, 500, 1000, 1000]),
        firmware: pick(random, ['3.2.1', '3.2.1', '3.2.1', '3.1.4', '2.9.0']),
        ...condition(random, now),
      });
    });
  }
  await insertBeacons(db, values);
  return values.length;
}
