import { pseudoRandom } from '../../../../server/src/db/seed/beacons.js';

/**
 * A small deterministic population for the statistics tests (issue 14): users with fixed devices and
 * traits, visits on most days, a network that changes between visits, an app version that moves on.
 */

const DEVICES = [
  ['Huawei', 'Mate 60 Pro', 'HarmonyOS', '4.2'],
  ['Apple', 'iPhone 15', 'iOS', '17.5'],
  ['Apple', 'iPhone 13', 'iOS', '16.7'],
  ['Xiaomi', '14', 'Android', '14'],
  ['OPPO', 'Find X7', 'Android', '14'],
  ['vivo', 'X100', 'Android', '14'],
  // A model named with its brand: the breakdown says "Honor Magic6", not "Honor Honor Magic6".
  ['Honor', 'Honor Magic6', 'Android', '14'],
  ['Nokia', '3310', 'Android', '9'],
] as const;
const PLATFORMS = ['wechat', 'wechat', 'wechat', 'alipay', 'ios', 'android'] as const;
const NETWORKS = ['wifi', '5g', '4g'] as const;
const GENDERS = ['male', 'female', 'unknown'] as const;
const AGES = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;
const PROVINCES = ['上海', '江苏', '浙江', '安徽', '西藏'] as const;
const LANGUAGES = ['zh-CN', 'zh-CN', 'zh-CN', 'en-US', 'ja-JP'] as const;

export function makeVisits(buildingId: number, start: number, days: number, seed: number): Array<Record<string, unknown>> {
  const rnd = pseudoRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(rnd() * values.length)];
  const users = Array.from({ length: 90 }, (_, i) => ({
    id: `u_${seed}_${i}`,
    device: DEVICES[i === 89 ? 7 : Math.floor(rnd() * 7)],
    platform: pick(PLATFORMS),
    gender: pick(GENDERS),
    ageBand: pick(AGES),
    province: i % 40 === 3 ? '西藏' : pick(PROVINCES.slice(0, 4)),
    language: pick(LANGUAGES),
    opened: false,
  }));
  const events: Array<Record<string, unknown>> = [];
  let n = 0;
  for (let day = 0; day < days; day++) {
    const visits = 18 + Math.floor(rnd() * 14);
    for (let v = 0; v < visits; v++) {
      // Later days reach further into the pool: new users keep arriving.
      const user = users[Math.floor(rnd() * Math.min(users.length, 30 + day * 3))];
      let t = start + day * 86_400_000 + (10 + rnd() * 11) * 3_600_000;
      const session = `s_${seed}_${day}_${v}`;
      const [brand, model, os, osVersion] = user.device;
      const base = {
        buildingId,
        userId: user.id,
        sessionId: session,
        platform: user.platform,
        appVersion: day < days / 2 ? '3.1.0' : '3.2.0',
        brand,
        model,
        os,
        osVersion,
        network: pick(NETWORKS),
        gender: user.gender,
        ageBand: user.ageBand,
        province: user.province,
        language: user.language,
      };
      const add = (type: string, data?: Record<string, unknown>) => {
        events.push({ ...base, id: `e${seed}_${n++}`, type, time: new Date(t).toISOString(), ...(data ? { data } : {}) });
        t += (1 + rnd() * 4) * 60_000;
      };
      add('app_open', user.opened ? {} : { firstOpen: true });
      user.opened = true;
      add('search', { query: '咖啡', results: Math.floor(rnd() * 5) });
      if (rnd() < 0.3) add('car_service', { service: 'findCar', success: rnd() < 0.9 });
      if (rnd() < 0.2) add('car_service', { service: 'parkingPayment', success: rnd() < 0.95 });
      add('app_close', { durationSec: Math.floor(60 + rnd() * 1800) });
    }
  }
  return events.sort((a, b) => String(a.time).localeCompare(String(b.time)));
}
