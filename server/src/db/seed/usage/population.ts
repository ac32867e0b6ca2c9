/**
 * The people of one building: pseudonymous app users (`u_` + random, one per device, stable across visits),
 * what they shared about themselves, and a pool of past visitors that grows, so returning users rise over time.
 */
import type { AGE_BANDS, GENDERS } from '#contract/schemas/usage.js';
import type { Venue } from './calendar.js';
import { appVersionAt, drawDevice, drawNetwork, drawPlatform, drawUpdateLag, type Device, type Platform } from './devices.js';
import type { Rng } from './random.js';

export interface Person extends Device {
  userId: string;
  platform: Platform;
  updateLag: number;
  likesWifi: boolean;
  gender: (typeof GENDERS)[number];
  ageBand: (typeof AGE_BANDS)[number];
  province: string;
  language: string;
  /** How likely a past visitor comes back (a regular near 1). */
  loyalty: number;
  /** Arrives by car this often (the car park's users). */
  drives: number;
  /** The device has opened the app before. */
  opened: boolean;
}

const GENDER = {
  mall: [
    ['female', 46],
    ['male', 37],
    ['unknown', 17],
  ],
  office: [
    ['male', 48],
    ['female', 36],
    ['unknown', 16],
  ],
} as const;
const AGE = [
  ['under18', 3],
  ['18-24', 17],
  ['25-34', 35],
  ['35-44', 22],
  ['45-54', 10],
  ['55+', 5],
  ['unknown', 8],
] as const;
/** Where a Shanghai building's visitors come from (the province they shared). */
const PROVINCES = [
  ['上海', 52],
  ['江苏', 14],
  ['浙江', 11],
  ['安徽', 6],
  ['山东', 2.2],
  ['河南', 2],
  ['江西', 1.6],
  ['湖北', 1.5],
  ['广东', 1.5],
  ['四川', 1.3],
  ['湖南', 1.1],
  ['北京', 1],
  ['福建', 1],
  ['河北', 0.7],
  ['台湾', 0.3],
  ['香港', 0.3],
  ['unknown', 3],
] as const;
const LANGUAGES = [
  ['zh-CN', 91.5],
  ['en-US', 3.5],
  ['ja-JP', 1.6],
  ['ko-KR', 1.2],
  ['zh-TW', 1.2],
  ['zh-HK', 0.6],
  ['en-GB', 0.4],
] as const;

function newPerson(rng: Rng, venue: Venue): Person {
  const platform = drawPlatform(rng);
  const language = rng.weighted(LANGUAGES);
  const foreign = !language.startsWith('zh');
  return {
    userId: `u_${rng.token(12)}`,
    platform,
    ...drawDevice(rng, platform),
    updateLag: drawUpdateLag(rng, platform),
    likesWifi: rng.chance(0.35),
    gender: rng.weighted(GENDER[venue]),
    ageBand: rng.weighted(AGE),
    province: foreign && rng.chance(0.6) ? 'unknown' : rng.weighted(PROVINCES),
    language,
    loyalty:
      venue === 'office'
        ? rng.weighted([
            [0.9, 6],
            [0.1, 4],
          ] as const)
        : rng.weighted([
            [0.8, 2],
            [0.12, 8],
          ] as const),
    drives:
      venue === 'office'
        ? 0
        : rng.weighted([
            [0.85, 3],
            [0.05, 7],
          ] as const),
    opened: false,
  };
}

/** What every event of this person carries at `at` (unknown answers left out: the server defaults them). */
export function envelopeOf(p: Person, at: number, network: string) {
  return {
    userId: p.userId,
    platform: p.platform,
    appVersion: appVersionAt(p.platform, p.updateLag, at),
    brand: p.brand,
    model: p.model,
    os: p.os,
    osVersion: p.osVersion,
    network,
    ...(p.gender !== 'unknown' ? { gender: p.gender } : {}),
    ...(p.ageBand !== 'unknown' ? { ageBand: p.ageBand } : {}),
    ...(p.province !== 'unknown' ? { province: p.province } : {}),
    language: p.language,
  };
}

export const networkFor = (rng: Rng, p: Person) => drawNetwork(rng, p.likesWifi);

/** A building's past visitors; returning users are drawn by loyalty, their share rising as the pool grows. */
export class Population {
  private readonly pool: Person[] = [];

  constructor(private readonly venue: Venue) {}

  get size(): number {
    return this.pool.length;
  }

  /** `count` distinct people for one day, new and returning. */
  visitors(rng: Rng, count: number): Person[] {
    const [cap, scale] = this.venue === 'office' ? [0.8, 4] : [0.5, 20];
    const share = this.pool.length ? (cap * this.pool.length) / (this.pool.length + scale * count) : 0;
    const chosen = new Set<Person>();
    const out: Person[] = [];
    for (let i = 0; i < count; i++) {
      let person: Person | undefined;
      if (rng.chance(share)) {
        for (let tries = 0; tries < 40 && !person; tries++) {
          const candidate = rng.pick(this.pool);
          if (!chosen.has(candidate) && rng.chance(candidate.loyalty)) person = candidate;
        }
      }
      if (!person) {
        person = newPerson(rng, this.venue);
        this.pool.push(person);
      }
      chosen.add(person);
      out.push(person);
    }
    return out;
  }
}
