// Issue 13: demo QR codes for the venues: entrances, lifts on every level, the car park, a printed campaign
// batch (some codes disabled), placed inside their levels by the same fixed generator as the beacons.
import { bboxOf } from '../../geo/geometry.js';
import { pointInPolygon } from '#contract/geometry.js';
import { buildingLevels, levelShapes } from '../../repos/beacon.js';
import { insertQrcodes, type QrcodeValues } from '../../repos/qrcode.js';
import { sceneFor } from '#contract/endpoints/qrcode.js';
import type { Db, QrcodeKind } from '../types.js';
import { pseudoRandom } from './beacons.js';

export interface QrcodePlan {
  seed: number;
  entrances: string[];
  /** Lifts named on every level. */
  lifts: string[];
  /** Car park spots on the lowest level (when it lies below ground). */
  carPark: string[];
  /** A printed campaign: its name, the number of codes and how many of them are disabled. */
  batch?: { name: string; count: number; disabled: number };
}

export const DEMO_QRCODE_PLANS = {
  mall: {
    seed: 13_101,
    entrances: ['东门', '南门', '西门', '北门'],
    lifts: ['A 电梯', 'B 电梯'],
    carPark: ['停车场 A 区', '停车场 B 区', '停车场 C 区', '停车场缴费机'],
    batch: { name: '2026 春季活动', count: 12, disabled: 3 },
  },
  office: {
    seed: 13_102,
    entrances: ['大堂入口', '侧门'],
    lifts: ['客梯'],
    carPark: ['地库入口', '访客车位'],
    batch: { name: '访客指引', count: 6, disabled: 1 },
  },
  tower: { seed: 13_103, entrances: ['Main entrance'], lifts: [], carPark: [] },
} satisfies Record<string, QrcodePlan>;

const SHORT = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export async function seedQrcodes(db: Db, buildingId: number, plan: QrcodePlan, adminId: number | null): Promise<void> {
  const random = pseudoRandom(plan.seed);
  const short = () => Array.from({ length: 8 }, () => SHORT[Math.floor(random() * SHORT.length)]).join('');
  const levels = await buildingLevels(db, buildingId);
  if (!levels.length) return;
  const ground = levels.find((l) => l.ordinal === 0) ?? levels[0]!;
  const lowest = levels[0]!;
  const pointOn = async (levelId: number): Promise<[number, number] | null> => {
    const shapes = await levelShapes(db, buildingId, levelId);
    const area = shapes.outlines.length ? shapes.outlines : shapes.units;
    const bbox = bboxOf(area.map((geometry) => ({ geometry })));
    if (!bbox) return null;
    const [w, s, e, n] = bbox;
    for (let i = 0; i < 200; i++) {
      const p: [number, number] = [w + random() * (e - w), s + random() * (n - s)];
      if (!shapes.outlines.length || shapes.outlines.some((g) => pointInPolygon(p, g))) return p;
    }
    return null;
  };
  const rows: QrcodeValues[] = [];
  const add = async (name: string, levelId: number | null, payload: string, extra: Partial<QrcodeValues> = {}) => {
    const at = levelId === null ? null : await pointOn(levelId);
    const code = short();
    rows.push({
      buildingId,
      levelId,
      name,
      lng: at?.[0] ?? null,
      lat: at?.[1] ?? null,
      page: 'pages/map/index',
      payload,
      scene: sceneFor(payload, code),
      shortCode: code,
      kind: 'wechat' as QrcodeKind,
      batch: '',
      enabled: true,
      ...extra,
    });
  };
  for (const [i, name] of plan.entrances.entries()) await add(name, ground.id, `b=${buildingId}&e=${i + 1}`);
  for (const level of levels)
    for (const [i, lift] of plan.lifts.entries()) await add(`${level.name} ${lift}`, level.id, `b=${buildingId}&l=${level.id}&lift=${i + 1}`);
  if (lowest.ordinal < 0) for (const [i, spot] of plan.carPark.entries()) await add(spot, lowest.id, `b=${buildingId}&p=${i + 1}`);
  // A long Chinese payload: kept on the server, the scene is a short code.
  await add('服务台（导览）', ground.id, `欢迎光临！扫码查看${plan.entrances[0] ?? ''}附近的店铺、洗手间与停车信息`, { page: 'pages/poi/detail' });
  await add('官网导览页', null, `b=${buildingId}&web=1`, { kind: 'url', page: 'pages/index/index' });
  if (plan.batch) {
    await add('支付宝入口', ground.id, `b=${buildingId}&src=alipay`, { kind: 'alipay' });
    for (let n = 1; n <= plan.batch.count; n++) {
      const level = levels[n % levels.length]!;
      await add(`${plan.batch.name}-${String(n).padStart(2, '0')}`, level.id, `c=spring&n=${n}`, {
        batch: plan.batch.name,
        page: 'pages/index/index',
        enabled: n > plan.batch.disabled,
      });
    }
  }
  await insertQrcodes(db, rows, adminId);
}
