/**
 * A Chinese-market device mix: the platform first (WeChat mini-program about 60 %, Alipay 15 %, the iOS
 * app 12 %, the Android app 13 %), then a phone that platform runs on, with its OS version; app versions
 * released on a fixed cadence that users pick up after a lag of their own.
 */
import type { PLATFORMS } from '#contract/schemas/usage.js';
import type { Rng } from './random.js';

export type Platform = (typeof PLATFORMS)[number];

export interface Device {
  brand: string;
  model: string;
  os: string;
  osVersion: string;
}

type Versions = ReadonlyArray<readonly [string, number]>;
const IOS_NEW: Versions = [
  ['26.1', 5],
  ['26.0.1', 3],
  ['18.7', 2],
];
const IOS_MID: Versions = [
  ['18.6.2', 3],
  ['26.1', 3],
  ['17.7', 2],
];
const IOS_OLD: Versions = [
  ['17.7', 3],
  ['16.7.10', 2],
  ['15.8.3', 1],
];
const HARMONY_NEW: Versions = [
  ['5.1.0', 4],
  ['5.0.3', 3],
  ['4.3.0', 1],
];
const HARMONY_OLD: Versions = [
  ['4.2.0', 4],
  ['4.0.0', 2],
  ['3.0.0', 1],
];
const ANDROID_NEW: Versions = [
  ['16', 3],
  ['15', 5],
];
const ANDROID_MID: Versions = [
  ['15', 3],
  ['14', 4],
];
const ANDROID_OLD: Versions = [
  ['14', 2],
  ['13', 3],
  ['12', 1],
];

/** [model, weight within the brand, OS, versions]. */
type Model = readonly [string, number, string, Versions];
const APPLE: Model[] = [
  ['iPhone 17 Pro Max', 4, 'iOS', [['26.1', 1]]],
  ['iPhone 17 Pro', 5, 'iOS', [['26.1', 1]]],
  ['iPhone 17', 5, 'iOS', [['26.1', 1]]],
  ['iPhone Air', 1, 'iOS', [['26.1', 1]]],
  ['iPhone 16 Pro Max', 7, 'iOS', IOS_NEW],
  ['iPhone 16 Pro', 7, 'iOS', IOS_NEW],
  ['iPhone 16', 8, 'iOS', IOS_NEW],
  ['iPhone 15 Pro Max', 6, 'iOS', IOS_MID],
  ['iPhone 15 Pro', 5, 'iOS', IOS_MID],
  ['iPhone 15', 7, 'iOS', IOS_MID],
  ['iPhone 14 Pro', 5, 'iOS', IOS_MID],
  ['iPhone 14', 5, 'iOS', IOS_MID],
  ['iPhone 13', 8, 'iOS', IOS_OLD],
  ['iPhone 12', 5, 'iOS', IOS_OLD],
  ['iPhone 11', 4, 'iOS', IOS_OLD],
  ['iPhone SE (3rd generation)', 1, 'iOS', IOS_OLD],
];
const HUAWEI: Model[] = [
  ['Mate 70 Pro', 7, 'HarmonyOS', HARMONY_NEW],
  ['Mate 70', 5, 'HarmonyOS', HARMONY_NEW],
  ['Mate X6', 2, 'HarmonyOS', HARMONY_NEW],
  ['Pura 80 Pro', 5, 'HarmonyOS', HARMONY_NEW],
  ['Pura 70', 6, 'HarmonyOS', HARMONY_NEW],
  ['Mate 60 Pro', 8, 'HarmonyOS', HARMONY_OLD],
  ['nova 14', 5, 'HarmonyOS', HARMONY_NEW],
  ['nova 12', 6, 'HarmonyOS', HARMONY_OLD],
  ['Mate 40 Pro', 3, 'HarmonyOS', HARMONY_OLD],
  ['P50 Pro', 2, 'HarmonyOS', HARMONY_OLD],
  ['畅享 70', 3, 'HarmonyOS', HARMONY_OLD],
];
const XIAOMI: Model[] = [
  ['Xiaomi 17 Pro', 4, 'Android', ANDROID_NEW],
  ['Xiaomi 15', 6, 'Android', ANDROID_NEW],
  ['Xiaomi 15 Pro', 3, 'Android', ANDROID_NEW],
  ['Xiaomi 14', 5, 'Android', ANDROID_MID],
  ['Redmi K80', 6, 'Android', ANDROID_NEW],
  ['Redmi Turbo 4', 4, 'Android', ANDROID_NEW],
  ['Redmi Note 14 Pro', 6, 'Android', ANDROID_MID],
  ['Redmi Note 13', 5, 'Android', ANDROID_OLD],
  ['Xiaomi 13', 3, 'Android', ANDROID_OLD],
];
const OPPO: Model[] = [
  ['Find X8 Pro', 3, 'Android', ANDROID_NEW],
  ['Find X8', 4, 'Android', ANDROID_NEW],
  ['Reno14', 5, 'Android', ANDROID_NEW],
  ['Reno13', 5, 'Android', ANDROID_MID],
  ['Reno12', 4, 'Android', ANDROID_MID],
  ['K12', 3, 'Android', ANDROID_MID],
  ['A3 Pro', 4, 'Android', ANDROID_OLD],
];
const VIVO: Model[] = [
  ['X200 Pro', 4, 'Android', ANDROID_NEW],
  ['X200', 5, 'Android', ANDROID_NEW],
  ['X100', 4, 'Android', ANDROID_MID],
  ['S20', 5, 'Android', ANDROID_MID],
  ['iQOO 13', 4, 'Android', ANDROID_NEW],
  ['iQOO Neo10', 3, 'Android', ANDROID_NEW],
  ['Y300', 4, 'Android', ANDROID_OLD],
];
const HONOR: Model[] = [
  ['Magic7 Pro', 4, 'Android', ANDROID_NEW],
  ['Magic6', 4, 'Android', ANDROID_MID],
  ['Magic V5', 2, 'Android', ANDROID_NEW],
  ['Honor 400', 4, 'Android', ANDROID_NEW],
  ['Honor 300', 4, 'Android', ANDROID_MID],
  ['Honor X60', 5, 'Android', ANDROID_MID],
  ['Honor Play 60', 2, 'Android', ANDROID_OLD],
];
const OTHERS: Array<[string, Model[]]> = [
  [
    'Samsung',
    [
      ['Galaxy S25 Ultra', 3, 'Android', ANDROID_NEW],
      ['Galaxy S24', 2, 'Android', ANDROID_MID],
      ['Galaxy Z Flip6', 1, 'Android', ANDROID_MID],
    ],
  ],
  [
    'realme',
    [
      ['GT7 Pro', 2, 'Android', ANDROID_NEW],
      ['GT Neo6', 2, 'Android', ANDROID_MID],
    ],
  ],
  [
    'OnePlus',
    [
      ['OnePlus 13', 3, 'Android', ANDROID_NEW],
      ['OnePlus Ace 5', 2, 'Android', ANDROID_NEW],
    ],
  ],
  ['Meizu', [['Meizu 21', 1, 'Android', ANDROID_MID]]],
];

/** Android-side brands by share (China, 2025). */
const ANDROID_BRANDS: Array<readonly [readonly [string, Model[]], number]> = [
  [['Huawei', HUAWEI], 22],
  [['vivo', VIVO], 19],
  [['OPPO', OPPO], 18],
  [['Xiaomi', XIAOMI], 17],
  [['Honor', HONOR], 14],
  ...OTHERS.map(([brand, models]) => [[brand, models], brand === 'Meizu' ? 0.6 : 2] as const),
];

const PLATFORM_SHARES: ReadonlyArray<readonly [Platform, number]> = [
  ['wechat', 60],
  ['alipay', 15],
  ['ios', 12],
  ['android', 13],
];
/** iPhones among the mini-program users (the rest run Android or HarmonyOS). */
const APPLE_IN_MINI_PROGRAMS = 0.17;

function modelOf(rng: Rng, brand: string, models: Model[]): Device {
  const [model, , os, versions] = rng.weighted(models.map((m) => [m, m[1]] as const));
  return { brand, model, os, osVersion: rng.weighted(versions) };
}

export function drawPlatform(rng: Rng): Platform {
  return rng.weighted(PLATFORM_SHARES);
}

/** A phone for a user of the platform. */
export function drawDevice(rng: Rng, platform: Platform): Device {
  const apple = platform === 'ios' || (platform !== 'android' && rng.chance(APPLE_IN_MINI_PROGRAMS));
  if (apple) return modelOf(rng, 'Apple', APPLE);
  const [brand, models] = rng.weighted(ANDROID_BRANDS);
  const device = modelOf(rng, brand, models);
  // The Android app build does not run on HarmonyOS NEXT: such users came from the mini-programs.
  if (platform === 'android' && device.os === 'HarmonyOS' && device.osVersion.startsWith('5')) return { ...device, osVersion: '4.2.0' };
  return device;
}

const DAY = 86_400_000;
/** Release cadences: the mini-programs ship monthly, the native apps every six weeks. */
const RELEASES = {
  mini: { epoch: Date.UTC(2025, 5, 2), every: 28 * DAY, name: (k: number) => `3.${Math.floor(k / 10) + 2}.${k % 10}` },
  app: { epoch: Date.UTC(2025, 3, 14), every: 42 * DAY, name: (k: number) => `5.${k}.0` },
};

/** Days a user takes to pick up a release: mini-programs update themselves, app users lag. */
export function drawUpdateLag(rng: Rng, platform: Platform): number {
  return rng.exponential(platform === 'wechat' || platform === 'alipay' ? 1.5 : 16) * DAY;
}

/** The version a user with this lag runs at `at`: the newest release older than the lag. */
export function appVersionAt(platform: Platform, lag: number, at: number): string {
  const r = platform === 'wechat' || platform === 'alipay' ? RELEASES.mini : RELEASES.app;
  return r.name(Math.max(0, Math.floor((at - lag - r.epoch) / r.every)));
}

const NETWORKS = [
  ['wifi', 44],
  ['5g', 39],
  ['4g', 15],
  ['3g', 0.4],
  ['unknown', 1.6],
] as const;

export function drawNetwork(rng: Rng, likesWifi: boolean): (typeof NETWORKS)[number][0] {
  if (likesWifi && rng.chance(0.7)) return 'wifi';
  return rng.weighted(NETWORKS);
}
