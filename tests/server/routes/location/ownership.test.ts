import { sql } from 'kysely';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post, type Envelope } from '../../helpers.js';
import { roadApi } from '#contract/endpoints/road.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { regionApi } from '#contract/endpoints/region.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/**
 * Issue 10 ("building smuggling"): every id inside a request (level, POI, POI type, road segment or
 * connector, time task, region, unit, any map feature) must belong to the building the call names, or
 * 10004, checked before anything is written. Sent as the platform admin (who may touch every building,
 * so only ownership can stop the call) and as the company admin holding both demo buildings: the call
 * names one of the mall / the office and carries an id of the other's object.
 */

interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any> & { featureType: string; levelId: number | null };
}

let app: App;
const cookies: Record<string, string> = {};
let mall: number;
let office: number;
/** Objects of the office (feature ids the mall does not have; `road` is a connector). */
let of: { level: number; type: number; poi: string; unit: string; road: string; region: number; task: number };
/** Objects of the mall. */
let my: { level: number; type: number; poi: string; point: number[]; road: string; task: number; region: number };

const draftIds = async (buildingId: number, ...featureTypes: string[]) => {
  const rows = await app.db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select(['mapFeature.id', 'mapFeature.levelId', 'mapFeature.properties', 'mapFeature.geometry'])
    .where('buildingVersion.buildingId', '=', buildingId)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', 'in', featureTypes as never[])
    .orderBy('mapFeature.id')
    .execute();
  return rows as Array<{ id: string; levelId: number | null; properties: any; geometry: any }>;
};
/** A feature of `from`'s draft whose id no version of `not` has. */
async function onlyIn(from: number, not: number, ...featureTypes: string[]) {
  const theirs = new Set(
    (
      await app.db
        .selectFrom('mapFeature')
        .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
        .select('mapFeature.id')
        .where('buildingVersion.buildingId', '=', not)
        .execute()
    ).map((r) => r.id),
  );
  const row = (await draftIds(from, ...featureTypes)).find((f) => !theirs.has(f.id));
  if (!row) throw new Error(`no ${featureTypes.join(' or ')} of building ${from} is missing from ${not}`);
  return row;
}

/** What a refused call must leave as it was: both buildings' drafts, histories, floors, types and tasks. */
async function snapshot() {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT b.id,
      (SELECT revision FROM building_version WHERE building_id = b.id AND status = 'draft') AS revision,
      (SELECT count(*)::int FROM map_patch WHERE building_id = b.id) AS patches,
      (SELECT md5(string_agg(mf.id || mf.feature_type || coalesce(mf.level_id::text, '') || mf.properties::text || mf.geometry::text, '|' ORDER BY mf.id))
         FROM map_feature mf JOIN building_version bv ON bv.id = mf.version_id WHERE bv.building_id = b.id AND bv.status = 'draft') AS features,
      (SELECT string_agg(id || ':' || name || ':' || ordinal, ',' ORDER BY id) FROM level WHERE building_id = b.id) AS levels,
      (SELECT string_agg(id || ':' || name || ':' || sort, ',' ORDER BY id) FROM poi_type WHERE building_id = b.id) AS types,
      (SELECT string_agg(id || ':' || name || ':' || array_to_string(road_ids, '+') || ':' || updated_at::text, ',' ORDER BY id) FROM road_time_task WHERE building_id = b.id) AS tasks,
      (SELECT name || address FROM building WHERE id = b.id) AS building
    FROM building b WHERE b.id IN (${mall}, ${office}) ORDER BY b.id`.execute(app.db);
  return rows;
}

const revisionOf = async (buildingId: number) =>
  (await app.db.selectFrom('buildingVersion').select('revision').where('buildingId', '=', buildingId).where('status', '=', 'draft').executeTakeFirstOrThrow())
    .revision;

/** A new close task of the building on one segment (as the platform admin). */
async function task(buildingId: number, road: string, startsAt = '2031-01-01T22:00:00+08:00', endsAt = '2031-01-02T06:00:00+08:00') {
  const res = await post<{ id: number }>(
    app,
    roadApi.saveTask.path,
    { buildingId, name: 'Issue 10 closure', reason: 'Cleaning', roadIds: [road], startsAt, endsAt, repeat: 'none' },
    cookies.platform,
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data!.id;
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = bs.find((b) => b.name === '环球购物中心')!.id;
  office = bs.find((b) => b.name === '科技园办公楼')!.id;
  const levelOf = async (b: number) => (await app.db.selectFrom('level').select('id').where('buildingId', '=', b).orderBy('ordinal').execute())[0].id;
  const typeOf = async (b: number) => (await app.db.selectFrom('poiType').select('id').where('buildingId', '=', b).orderBy('id').execute())[0].id;
  // The generated venues share their road segment ids: the office's lifts are its own.
  const officeRoad = await onlyIn(office, mall, 'road', 'connector');
  const officeSection = (await draftIds(office, 'section'))[0];
  const mallPoi = (await draftIds(mall, 'poi'))[0];
  const mallRoad = (await draftIds(mall, 'road'))[0];
  const mallSection = (await draftIds(mall, 'section'))[0];
  of = {
    level: await levelOf(office),
    type: await typeOf(office),
    poi: (await onlyIn(office, mall, 'poi')).id,
    unit: (await onlyIn(office, mall, 'unit')).id,
    road: officeRoad.id,
    region: Number(officeSection.properties.regionId),
    task: await task(office, officeRoad.id),
  };
  my = {
    level: mallPoi.levelId!,
    type: await typeOf(mall),
    poi: mallPoi.id,
    point: mallPoi.geometry.coordinates,
    road: mallRoad.id,
    task: await task(mall, mallRoad.id),
    region: Number(mallSection.properties.regionId),
  };
});
afterAll(() => app.close());

const ACTORS = ['platform', 'company'] as const;

/** The call answers 10004 (HTTP 404) and changes nothing in either building. */
async function refused(send: () => Promise<{ status: number; body: Envelope }>, label: string) {
  const before = await snapshot();
  const res = await send();
  expect(res.body.code, `${label}: ${JSON.stringify(res.body).slice(0, 400)}`).toBe(10004);
  expect(res.status, label).toBe(404);
  expect(await snapshot(), label).toEqual(before);
}

describe.each(ACTORS)('issue 10: an id of the other building’s object answers 10004, nothing written (as the %s admin)', (who) => {
  const get = (url: string) => call(app, url, cookies[who]);
  const send = (url: string, body: object) => post(app, url, body, cookies[who]);

  it('GET poi/page and poi/list: a level or POI type of the office in a mall query (not an empty page)', async () => {
    await refused(() => get(`${poiApi.page.path}?buildingId=${mall}&levelId=${of.level}`), 'poi/page levelId');
    await refused(() => get(`${poiApi.page.path}?buildingId=${mall}&poiTypeId=${of.type}`), 'poi/page poiTypeId');
    await refused(() => get(`${poiApi.list.path}?buildingId=${mall}&levelId=${of.level}`), 'poi/list levelId');
    // The building's own ones still answer.
    expect((await get(`${poiApi.page.path}?buildingId=${mall}&levelId=${my.level}&poiTypeId=${my.type}`)).body.code).toBe(0);
    expect((await get(`${poiApi.list.path}?buildingId=${mall}&levelId=${my.level}`)).body.code).toBe(0);
  });

  it('GET map/poi-patch, road/road-patch, road/road-time-task-patch: a feature of the office as the filter', async () => {
    await refused(() => get(`${poiApi.patches.path}?buildingId=${mall}&featureId=${of.poi}`), 'poi-patch featureId');
    await refused(() => get(`${roadApi.patches.path}?buildingId=${mall}&featureId=${of.road}`), 'road-patch featureId');
    await refused(() => get(`${roadApi.taskPatches.path}?buildingId=${mall}&roadId=${of.road}`), 'road-time-task-patch roadId');
    expect((await get(`${poiApi.patches.path}?buildingId=${mall}&featureId=${my.poi}`)).body.code).toBe(0);
    expect((await get(`${roadApi.taskPatches.path}?buildingId=${mall}&roadId=${my.road}`)).body.code).toBe(0);
    // An id that exists nowhere keeps its answer: an empty page.
    expect((await get(`${roadApi.patches.path}?buildingId=${mall}&featureId=no-such-road`)).body).toMatchObject({ code: 0, data: { total: 0 } });
  });

  it('GET region/page: a level of the office as the filter', async () => {
    await refused(() => get(`${regionApi.page.path}?buildingId=${mall}&levelId=${of.level}`), 'region/page levelId');
    expect((await get(`${regionApi.page.path}?buildingId=${mall}&levelId=${my.level}`)).body.code).toBe(0);
  });

  it('POST map/poi/save: an office POI, level, POI type or unit in a mall patch', async () => {
    const add = (poi: object) => ({ op: 'add', poi: { levelId: my.level, name: 'Smuggled', point: my.point, ...poi } });
    const cases: Array<[string, object]> = [
      ['update of an office POI', { op: 'update', id: of.poi, set: { name: 'Moved in' } }],
      ['delete of an office POI', { op: 'delete', id: of.poi }],
      ['add on an office level', add({ levelId: of.level })],
      ['add with an office POI type', add({ poiTypeId: of.type })],
      ['add in an office unit', add({ unitId: of.unit })],
      ['update to an office level', { op: 'update', id: my.poi, set: { levelId: of.level } }],
      ['update to an office POI type', { op: 'update', id: my.poi, set: { poiTypeId: of.type } }],
      ['update into an office unit', { op: 'update', id: my.poi, set: { unitId: of.unit } }],
    ];
    for (const [label, change] of cases) {
      await refused(async () => send(poiApi.save.path, { buildingId: mall, baseRevision: await revisionOf(mall), changes: [add({}), change] }), label);
    }
  });

  it('POST poi/poi-type/save: an office type named with the mall', async () => {
    await refused(() => send(poiApi.saveType.path, { id: of.type, buildingId: mall, name: 'Smuggled', icon: 'shop', color: '#123456' }), 'poi-type/save id');
  });

  it('POST road/save: an office segment in a mall patch', async () => {
    await refused(
      async () =>
        send(roadApi.save.path, {
          buildingId: mall,
          baseRevision: await revisionOf(mall),
          changes: [
            { id: my.road, status: 'closed', reason: 'x' },
            { id: of.road, status: 'closed', reason: 'x' },
          ],
        }),
      'road/save changes[1].id',
    );
  });

  it('POST road/road-time-task/save: an office task id, segment or exceptionOf task with the mall', async () => {
    const body = {
      buildingId: mall,
      name: 'Smuggled',
      reason: 'x',
      roadIds: [my.road],
      startsAt: '2032-01-01T10:00:00+08:00',
      endsAt: '2032-01-01T11:00:00+08:00',
      repeat: 'none',
    };
    await refused(() => send(roadApi.saveTask.path, { ...body, id: of.task }), 'task id');
    await refused(() => send(roadApi.saveTask.path, { ...body, roadIds: [my.road, of.road] }), 'roadIds');
    await refused(() => send(roadApi.saveTask.path, { ...body, action: 'open', exceptionOf: [my.task, of.task] }), 'exceptionOf');
  });

  it('POST road/road-time-task/delete: tasks of two buildings in one call', async () => {
    // Fresh tasks for each admin (later in the year: no overlap with the others).
    const [mine, theirs] = [
      await task(mall, my.road, `2033-0${ACTORS.indexOf(who) + 1}-01T10:00:00+08:00`, `2033-0${ACTORS.indexOf(who) + 1}-01T11:00:00+08:00`),
      await task(office, of.road),
    ];
    await refused(() => send(roadApi.deleteTask.path, { ids: [mine, theirs] }), 'delete ids');
    await refused(() => send(roadApi.deleteTask.path, { ids: [theirs, mine] }), 'delete ids, the office first');
  });

  it('POST road/route: an office feature or level as an end of a mall route', async () => {
    await refused(() => send(roadApi.route.path, { buildingId: mall, from: { featureId: my.poi }, to: { featureId: of.poi } }), 'to.featureId');
    await refused(
      () => send(roadApi.route.path, { buildingId: mall, from: { levelId: of.level, lng: my.point[0], lat: my.point[1] }, to: { featureId: my.poi } }),
      'from.levelId',
    );
  });

  it('POST building-version/save: a mall floor, region, POI type or unit in the office draft', async () => {
    const features = (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: office })}?version=draft`, cookies.platform)).body
      .data!.features;
    const mallLevels = (await app.db.selectFrom('level').select('id').where('buildingId', '=', mall).execute()).map((l) => l.id);
    const mallUnit = await onlyIn(mall, office, 'unit');
    const index = (type: string) => features.findIndex((f) => f.properties.featureType === type);
    const variants: Array<[string, (f: Feature[]) => void]> = [
      ['a unit on a mall floor', (f) => void (f[index('unit')].properties.levelId = mallLevels[0])],
      [
        'a connector joining a mall floor',
        (f) => void (f[index('connector')].properties.levelIds = [f[index('connector')].properties.levelIds[0], mallLevels[0]]),
      ],
      ['a section with a mall region id', (f) => void (f[index('section')].properties.regionId = my.region)],
      ['a POI of a mall POI type', (f) => void (f[index('poi')].properties.poiTypeId = my.type)],
      ['a POI in a mall unit', (f) => void (f[index('poi')].properties.unitId = mallUnit.id)],
    ];
    for (const [label, change] of variants) {
      const sent = structuredClone(features);
      change(sent);
      await refused(async () => send(buildingApi.saveVersion.path, { buildingId: office, baseRevision: await revisionOf(office), features: sent }), label);
    }
  });

  it('POST building/update: a mall floor listed among the office’s floors', async () => {
    const res = await call<any>(app, `${buildingApi.one.path}?id=${office}`, cookies[who]);
    const b = res.body.data!;
    const levels = b.levels.map((l: any) => ({ id: l.id, ordinal: l.ordinal, name: l.name, shortName: l.shortName }));
    const body = {
      id: b.id,
      name: b.name,
      address: b.address,
      appId: b.appId,
      anchor: b.anchor,
      levels: [...levels, { id: my.level, ordinal: 9, name: 'Smuggled' }],
    };
    await refused(() => send(buildingApi.update.path, body), 'levels[i].id');
  });
});

describe('issue 10: ids that exist nowhere, and the same feature id in two buildings', () => {
  it('an unknown id keeps its 10005 naming the field', async () => {
    const res = await post(
      app,
      roadApi.save.path,
      { buildingId: mall, baseRevision: await revisionOf(mall), changes: [{ id: 'no-such-road', status: 'open' }] },
      cookies.platform,
    );
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: 'changes[0].id' }] });
    const route = await post(app, roadApi.route.path, { buildingId: mall, from: { featureId: 'no-such-poi' }, to: { featureId: my.poi } }, cookies.platform);
    expect(route.body).toMatchObject({ code: 10005, errors: [{ field: 'from.featureId' }] });
  });

  it('each demo draft saved as it is passes: its floors, regions, types and units are its own', async () => {
    for (const buildingId of [mall, office]) {
      const features = (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId })}?version=draft`, cookies.platform)).body.data!
        .features;
      const res = await post(app, buildingApi.saveVersion.path, { buildingId, baseRevision: await revisionOf(buildingId), features }, cookies.company);
      expect(res.body.code, JSON.stringify(res.body).slice(0, 400)).toBe(0);
    }
  });

  it('a feature id both buildings have is this building’s own (generated venues share ids)', async () => {
    const mallRoads = new Set((await draftIds(mall, 'road')).map((r) => r.id));
    const shared = (await draftIds(office, 'road')).find((r) => mallRoads.has(r.id));
    expect(shared).toBeDefined();
    expect(
      (
        await post(
          app,
          roadApi.save.path,
          { buildingId: mall, baseRevision: await revisionOf(mall), changes: [{ id: shared!.id, status: 'open' }] },
          cookies.platform,
        )
      ).body.code,
    ).toBe(0);
    const res = await call(app, `${roadApi.taskPatches.path}?buildingId=${mall}&roadId=${shared!.id}`, cookies.platform);
    expect(res.body.code).toBe(0);
  });
});
