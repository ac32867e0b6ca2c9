import { draftOf } from '../../../../server/src/repos/map.js';
import { doorsOf } from '../../../../server/src/repos/road.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { roadApi } from '#contract/endpoints/road.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 6 route preview on the demo mall: POST /api/location/road/route honouring closures and the profile. */

interface Feature {
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any>;
}
interface Route {
  found: boolean;
  reason?: string;
  length?: number;
  duration?: number;
  legs?: Array<{ levelId: number; coordinates: number[][] }>;
  steps?: Array<{ kind: string; levelId: number; toLevelId?: number; length: number }>;
}

let app: App;
const cookies: Record<string, string> = {};
let mall: number;
let office: number;
let levels: Record<string, number>;
let draft: Feature[];

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = bs.find((b) => b.name === '环球购物中心')!.id;
  office = bs.find((b) => b.name === '科技园办公楼')!.id;
  const map = await call<{ levels: Array<{ id: number; name: string }>; features: Feature[] }>(
    app,
    `${fillPath(mapApi.json.path, { buildingId: mall })}?version=draft`,
    cookies.company,
  );
  levels = Object.fromEntries(map.body.data!.levels.map((l) => [l.name, l.id]));
  draft = map.body.data!.features;
});
afterAll(() => app.close());

const route = (body: object, cookie = cookies.company) => post<Route>(app, roadApi.route.path, { buildingId: mall, ...body }, cookie);
const found = async (body: object): Promise<Route> => {
  const res = await route(body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data!;
};
const revision = async () => (await call<{ revision: number }>(app, fillPath(roadApi.json.path, { buildingId: mall }), cookies.company)).body.data!.revision;
const setStatus = async (changes: object[]) => {
  const res = await post(app, roadApi.save.path, { buildingId: mall, baseRevision: await revision(), changes }, cookies.company);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
};
const near = (a: number[], b: number[]) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

/** The road stub from a unit's door to its corridor (the door road with an end at the door's middle), and its corridor end. */
function doorStub(unitId: string): { stub: Feature; corridorEnd: number[] } {
  const opening = draft.find((f) => f.properties.featureType === 'opening' && f.properties.unitId === unitId)!;
  const [a, b] = opening.geometry.coordinates as number[][];
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const stubs = draft.filter(
    (f) =>
      f.properties.featureType === 'road' &&
      f.properties.category === 'door' &&
      f.properties.levelId === opening.properties.levelId &&
      (f.geometry.coordinates as number[][]).some((p) => near(p, mid)),
  );
  expect(stubs).toHaveLength(1);
  return { stub: stubs[0], corridorEnd: (stubs[0].geometry.coordinates as number[][]).find((p) => !near(p, mid))! };
}

const SHOP_1F = { featureId: 'poi-1F-OS02' };
const SHOP_3F = { featureId: 'poi-3F-ON10' };

describe('issue 6: POST /api/location/road/route on the demo mall', () => {
  it('a known pair of shops on different levels has a route: legs per level, a connector step, length and time', async () => {
    const r = await found({ from: SHOP_1F, to: SHOP_3F });
    expect(r.found).toBe(true);
    expect(r.legs![0].levelId).toBe(levels['1F']);
    expect(r.legs![r.legs!.length - 1].levelId).toBe(levels['3F']);
    expect(r.steps!.some((s) => s.kind !== 'walk')).toBe(true);
    expect(r.steps![0]).toMatchObject({ kind: 'walk', levelId: levels['1F'] });
    // Straight-line 1F→3F shops lie 60-200 m apart along the ring; the estimate walks at 1.2 m/s plus the rides.
    expect(r.length!).toBeGreaterThan(50);
    expect(r.length!).toBeLessThan(400);
    expect(r.duration!).toBeGreaterThanOrEqual(Math.floor(r.steps!.filter((s) => s.kind === 'walk').reduce((t, s) => t + s.length, 0) / 1.2));
    // Same answer from a unit (its door) and from a point on the level.
    const poi = draft.find((f) => f.id === 'poi-1F-OS02')!;
    const [lng, lat] = poi.geometry.coordinates as number[];
    expect((await found({ from: { featureId: 'unit-1F-OS02' }, to: SHOP_3F })).found).toBe(true);
    expect((await found({ from: { levelId: levels['1F'], lng, lat }, to: SHOP_3F })).length).toBe(r.length);
    // Both ends units: each starts at its own door's middle (issue 19: both doors are read in one query).
    const doorMiddle = (unitId: string, level: string) => {
      const door = draft.find((f) => f.properties.featureType === 'opening' && f.properties.unitId === unitId)!;
      const points = door.geometry.coordinates as number[][];
      const mean = (i: number) => points.reduce((sum, p) => sum + p[i], 0) / points.length;
      return { levelId: levels[level], lng: mean(0), lat: mean(1) };
    };
    const start = doorMiddle('unit-1F-OS02', '1F');
    const end = doorMiddle('unit-3F-ON10', '3F');
    const byUnits = await found({ from: { featureId: 'unit-1F-OS02' }, to: { featureId: 'unit-3F-ON10' } });
    const byDoors = await found({ from: start, to: end });
    expect(byUnits.found).toBe(true);
    expect(byUnits.legs).toEqual(byDoors.legs);
    expect(near(byUnits.legs![0].coordinates[0], [start.lng, start.lat])).toBe(true);
    expect(near(byUnits.legs!.at(-1)!.coordinates.at(-1)!, [end.lng, end.lat])).toBe(true);
  });

  it('closing a corridor segment on the route makes it detour (longer); opening it restores the route', async () => {
    const from = { featureId: 'poi-1F-OS05' };
    const to = { featureId: 'poi-1F-OS12' };
    const direct = await found({ from, to });
    expect(direct.found).toBe(true);
    // The ring corridor segment just east of the first shop's door stub lies on the direct route.
    const { corridorEnd } = doorStub('unit-1F-OS05');
    const eastward = draft.find(
      (f) =>
        f.properties.featureType === 'road' &&
        f.properties.category === 'corridor' &&
        f.properties.levelId === levels['1F'] &&
        (f.geometry.coordinates as number[][]).some((p) => near(p, corridorEnd)) &&
        (f.geometry.coordinates as number[][]).some((p) => p[0] > corridorEnd[0] + 1e-7),
    )!;
    expect(eastward).toBeDefined();
    await setStatus([{ id: eastward.id, status: 'closed', reason: 'Works' }]);
    const detour = await found({ from, to });
    expect(detour.found).toBe(true);
    expect(detour.length!).toBeGreaterThan(direct.length! + 10);
    await setStatus([{ id: eastward.id, status: 'open' }]);
    expect((await found({ from, to })).length).toBe(direct.length);
  });

  it('closing the only corridor to a shop (its door stub) removes the route: found false, reason closed', async () => {
    const { stub } = doorStub('unit-3F-ON10');
    await setStatus([{ id: stub.id, status: 'closed', reason: 'Shop refit' }]);
    expect(await found({ from: SHOP_1F, to: SHOP_3F })).toEqual({ found: false, reason: 'closed' });
    expect(await found({ from: SHOP_3F, to: SHOP_1F })).toEqual({ found: false, reason: 'closed' });
    await setStatus([{ id: stub.id, status: 'open' }]);
    expect((await found({ from: SHOP_1F, to: SHOP_3F })).found).toBe(true);
  });

  it('a time task closes the stub only at its instants (route at `at`)', async () => {
    const { stub } = doorStub('unit-3F-ON10');
    const task = await post<{ id: number }>(
      app,
      roadApi.saveTask.path,
      {
        buildingId: mall,
        name: 'Refit nights',
        reason: 'Refit',
        roadIds: [stub.id],
        repeat: 'daily',
        startsAt: '2030-06-01T22:00:00+08:00',
        endsAt: '2030-06-02T06:00:00+08:00',
      },
      cookies.company,
    );
    expect(task.body.code).toBe(0);
    expect(await found({ from: SHOP_1F, to: SHOP_3F, at: '2030-06-03T23:00:00+08:00' })).toEqual({ found: false, reason: 'closed' });
    expect((await found({ from: SHOP_1F, to: SHOP_3F, at: '2030-06-03T12:00:00+08:00' })).found).toBe(true);
    await post(app, roadApi.deleteTask.path, { id: task.body.data!.id }, cookies.company);
  });

  it('step-free takes no stairs or escalator where the default route does', async () => {
    const from = { featureId: 'poi-1F-IS04' };
    const to = { featureId: 'poi-2F-IS04' };
    const plain = await found({ from, to });
    expect(plain.steps!.some((s) => s.kind === 'stairs' || s.kind === 'escalator')).toBe(true);
    const stepFree = await found({ from, to, profile: 'step-free' });
    expect(stepFree.found).toBe(true);
    expect(stepFree.steps!.map((s) => s.kind).filter((k) => k !== 'walk')).toEqual(['elevator']);
    // With every lift closed, the step-free route is cut by closures.
    const lifts = draft.filter((f) => f.properties.featureType === 'connector' && f.properties.category === 'elevator');
    await setStatus(lifts.map((l) => ({ id: l.id, status: 'closed', reason: 'Power cut' })));
    expect(await found({ from, to, profile: 'step-free' })).toEqual({ found: false, reason: 'closed' });
    expect((await found({ from, to })).found).toBe(true);
    await setStatus(lifts.map((l) => ({ id: l.id, status: 'open' })));
  });

  it('issue 19: the doors of many units are read in one query, each one of its unit’s openings', async () => {
    const version = (await draftOf(app.db, mall))!;
    const units = draft.filter((f) => f.properties.featureType === 'unit').map((f) => f.id);
    const openings = new Map<string, Set<string>>();
    for (const f of draft) {
      const unitId = f.properties.unitId;
      if (f.properties.featureType !== 'opening' || typeof unitId !== 'string' || !units.includes(unitId)) continue;
      openings.set(unitId, (openings.get(unitId) ?? new Set()).add(f.id));
    }
    const doors = await doorsOf(app.db, version.id, units);
    expect(doors.size).toBeGreaterThan(10);
    expect([...doors.keys()].sort()).toEqual([...openings.keys()].sort());
    for (const [unitId, door] of doors) expect(openings.get(unitId)!.has(door.id), unitId).toBe(true);
  });

  it('no road near a place; bad ends are 10005 naming them', async () => {
    const poi = draft.find((f) => f.id === 'poi-1F-OS02')!;
    const [lng, lat] = poi.geometry.coordinates as number[];
    expect(await found({ from: { levelId: levels['1F'], lng: lng + 0.01, lat }, to: SHOP_3F })).toEqual({ found: false, reason: 'no-road-near' });
    const cases: Array<[object, string]> = [
      [{ from: { featureId: 'poi-nowhere' }, to: SHOP_3F }, 'from.featureId'],
      [{ from: SHOP_1F, to: { featureId: draft.find((f) => f.properties.featureType === 'section')!.id } }, 'to.featureId'],
      [{ from: SHOP_1F, to: { levelId: levels['1F'] } }, 'to'],
      [{ from: SHOP_1F, to: { levelId: 999999, lng, lat } }, 'to.levelId'],
      [{ from: SHOP_1F, to: SHOP_3F, profile: 'wheelchair' }, 'profile'],
    ];
    for (const [body, field] of cases) {
      const res = await route(body);
      expect(res.body.code, JSON.stringify(body)).toBe(10005);
      expect(res.body.errors!.map((e) => e.field)).toContain(field);
    }
  });

  it('reads need VIEW_BUILDING, EDIT_ROAD or EDIT_BUILDING: the business admin may; another company’s building is 10004', async () => {
    expect((await route({ from: SHOP_1F, to: SHOP_3F }, cookies.business)).body.data!.found).toBe(true);
    expect((await route({ from: SHOP_1F, to: SHOP_3F }, cookies.other)).body.code).toBe(10004);
    // Issue 10: the mall's shops named in an office route are another building's features.
    expect((await post(app, roadApi.route.path, { buildingId: office, from: SHOP_1F, to: SHOP_3F }, cookies.company)).body.code).toBe(10004);
  });
});
