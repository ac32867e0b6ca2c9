import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { demoBuildings, draftMark, draftPois, type DraftPoi } from './poiFixtures.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { mapApi } from '#contract/endpoints/map.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 6, spec §7: POST map/poi/save (a patch of the draft, optimistic concurrency) and GET map/poi-patch. */

interface SaveResult {
  revision: number;
  added: string[];
  updated: number;
  deleted: number;
}
interface PatchRecord {
  id: number;
  revision: number;
  actorEmail: string;
  summary: string;
  changes: Array<{ id: string; op: string; before: { properties: any; geometry: any } | null; after: { properties: any; geometry: any } | null }>;
  createdAt: string;
}
interface Feature {
  id: string;
  geometry: { coordinates: number[] };
  properties: Record<string, any>;
}

let app: App;
const cookies: Record<string, string> = {};
let ids: Record<'mall' | 'office' | 'tower', number>;
let pois: DraftPoi[];
let levels: number[];
/** Units of the mall's draft by level. */
let units: Map<number, string[]>;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  cookies.analyst = await login(app, 'analyst@demo.local');
  ids = await demoBuildings(app.db);
  pois = await draftPois(app.db, ids.mall);
  levels = (await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.mall).orderBy('ordinal').execute()).map((l) => l.id);
  const unitRows = await app.db
    .selectFrom('mapFeature')
    .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
    .select(['mapFeature.id', 'mapFeature.levelId'])
    .where('buildingVersion.buildingId', '=', ids.mall)
    .where('buildingVersion.status', '=', 'draft')
    .where('mapFeature.featureType', '=', 'unit')
    .execute();
  units = new Map(levels.map((l) => [l, unitRows.filter((u) => u.levelId === l).map((u) => u.id)]));
});
afterAll(() => app.close());

const revision = async () => (await draftMark(app.db, ids.mall)).revision;
async function save(changes: object[], options: { who?: string; base?: number; buildingId?: number } = {}) {
  const body = { buildingId: options.buildingId ?? ids.mall, baseRevision: options.base ?? (await revision()), changes };
  return post<SaveResult>(app, poiApi.save.path, body, cookies[options.who ?? 'platform']);
}
async function draftFeature(id: string): Promise<Feature | undefined> {
  const res = await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: ids.mall })}?version=draft`, cookies.platform);
  return res.body.data!.features.find((f) => f.id === id);
}
const onLevel = (level: number) => pois.find((p) => p.levelId === level && p.properties.unitId)!;
/** A point `metres` east of [lng, lat]. */
const east = ([lng, lat]: number[], metres: number) => [lng + metres / (111_320 * Math.cos((lat * Math.PI) / 180)), lat];

describe('issue 6, spec §7 POST /api/location/map/poi/save', () => {
  it('adds, moves and deletes POIs in one patch; the draft map shows it and the history says who changed what', async () => {
    const [moved, removed] = [onLevel(levels[1]), onLevel(levels[2])];
    const base = await revision();
    // A tenth of the way towards the building's centre (inside the floor whatever the POI).
    const centre = await app.db.selectFrom('building').select(['anchorLng', 'anchorLat']).where('id', '=', ids.mall).executeTakeFirstOrThrow();
    const [lng, lat] = moved.geometry.coordinates;
    const to = [lng + (centre.anchorLng! - lng) / 10, lat + (centre.anchorLat! - lat) / 10];
    const unit = units.get(levels[1])![0];
    const res = await save(
      [
        {
          op: 'add',
          poi: {
            levelId: levels[1],
            name: '快闪店',
            nameEn: 'Pop-up store',
            poiTypeId: moved.properties.poiTypeId,
            unitId: unit,
            openingHours: 'Mo-Su 10:00-22:00',
            keywords: ['快闪', 'pop-up'],
            point: to,
          },
        },
        { op: 'update', id: moved.id, set: { point: to } },
        { op: 'delete', id: removed.id },
      ],
      { who: 'business', base },
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data).toMatchObject({ revision: base + 1, updated: 1, deleted: 1 });
    const [added] = res.body.data!.added;
    expect(added).toMatch(/^poi-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    expect(await draftFeature(added)).toMatchObject({
      geometry: { type: 'Point', coordinates: to },
      properties: {
        featureType: 'poi',
        levelId: levels[1],
        name: '快闪店',
        nameEn: 'Pop-up store',
        unitId: unit,
        openingHours: 'Mo-Su 10:00-22:00',
        keywords: ['快闪', 'pop-up'],
        visible: true,
      },
    });
    const movedNow = (await draftFeature(moved.id))!;
    expect(movedNow.geometry.coordinates).toEqual(to);
    expect(movedNow.properties).toMatchObject({ name: moved.properties.name, unitId: moved.properties.unitId, poiTypeId: moved.properties.poiTypeId });
    expect(await draftFeature(removed.id)).toBeUndefined();
    // The published version is untouched.
    const published = await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: ids.mall })}?version=latest`, cookies.platform);
    expect(published.body.data!.features.find((f) => f.id === removed.id)).toBeDefined();

    const history = await call<{ records: PatchRecord[]; total: number }>(app, `${poiApi.patches.path}?buildingId=${ids.mall}&page=1&size=5`, cookies.business);
    expect(history.body.code).toBe(0);
    const last = history.body.data!.records[0];
    expect(last).toMatchObject({ revision: base + 1, actorEmail: DEMO.business, summary: '新增 1，修改 1，删除 1' });
    expect(Date.now() - Date.parse(last.createdAt)).toBeLessThan(60_000);
    const change = (id: string) => last.changes.find((c) => c.id === id)!;
    expect(change(added)).toMatchObject({ op: 'add', before: null, after: { properties: { name: '快闪店' }, geometry: { coordinates: to } } });
    expect(change(moved.id)).toMatchObject({ op: 'update', before: { geometry: moved.geometry }, after: { geometry: { coordinates: to } } });
    expect(change(removed.id)).toMatchObject({ op: 'delete', before: { properties: { name: removed.properties.name } }, after: null });
  });

  it('updates only what the change names: null clears an optional field, the rest stays', async () => {
    const target = onLevel(levels[3]);
    const res = await save([{ op: 'update', id: target.id, set: { nameEn: null, visible: false, keywords: ['甜品'] } }]);
    expect(res.body.code).toBe(0);
    const now = (await draftFeature(target.id))!;
    expect(now.properties).toMatchObject({
      name: target.properties.name,
      nameEn: null,
      visible: false,
      keywords: ['甜品'],
      unitId: target.properties.unitId,
      poiTypeId: target.properties.poiTypeId,
    });
    expect(now.geometry.coordinates).toEqual(target.geometry.coordinates);
  });

  it('checks an update for what it changes: a POI already off its floor may be renamed, not moved elsewhere off it', async () => {
    const p = onLevel(levels[0]);
    const off = east(p.geometry.coordinates, 500);
    const draft = await app.db
      .selectFrom('buildingVersion')
      .select('id')
      .where('buildingId', '=', ids.mall)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('mapFeature')
      .set({ geometry: JSON.stringify({ type: 'Point', coordinates: off }) })
      .where('versionId', '=', draft.id)
      .where('id', '=', p.id)
      .execute();
    expect((await save([{ op: 'update', id: p.id, set: { name: '改名' } }])).body.code).toBe(0);
    expect((await save([{ op: 'update', id: p.id, set: { point: east(off, 1) } }])).body.code).toBe(10005);
    expect((await save([{ op: 'update', id: p.id, set: { point: p.geometry.coordinates } }])).body.code).toBe(0);
  });

  it('uses a given id for a new POI, and lists the patches touching one POI with featureId', async () => {
    const p = onLevel(levels[2]);
    const poi = {
      id: 'poi-kiosk-7',
      levelId: levels[2],
      name: ' Kiosk 7 ',
      nameEn: null,
      poiTypeId: null,
      unitId: null,
      openingHours: null,
      point: p.geometry.coordinates,
    };
    expect((await save([{ op: 'add', poi }])).body.data!.added).toEqual(['poi-kiosk-7']);
    expect((await draftFeature('poi-kiosk-7'))!.properties).toMatchObject({
      name: 'Kiosk 7',
      nameEn: null,
      poiTypeId: null,
      unitId: null,
      openingHours: null,
      keywords: [],
      visible: true,
    });
    expect((await save([{ op: 'update', id: 'poi-kiosk-7', set: { name: 'Kiosk seven' } }])).body.code).toBe(0);
    const res = await call<{ records: PatchRecord[]; total: number }>(
      app,
      `${poiApi.patches.path}?buildingId=${ids.mall}&page=1&size=10&featureId=poi-kiosk-7`,
      cookies.platform,
    );
    expect(res.body.data!.total).toBe(2);
    expect(res.body.data!.records.map((r) => r.changes[0].op)).toEqual(['update', 'add']);
    expect(res.body.data!.records[0].changes[0]).toMatchObject({ before: { properties: { name: 'Kiosk 7' } }, after: { properties: { name: 'Kiosk seven' } } });
  });

  it('refuses the second of two saves made on the same revision with 10006 and applies none of its changes', async () => {
    const base = await revision();
    const p = onLevel(levels[1]);
    const first = await save([{ op: 'update', id: p.id, set: { name: '第一位' } }], { base });
    expect(first.body.code).toBe(0);
    const second = await save(
      [
        { op: 'update', id: p.id, set: { name: '第二位' } },
        { op: 'add', poi: { id: 'poi-late', levelId: levels[1], name: 'Late', point: p.geometry.coordinates } },
      ],
      { base, who: 'company' },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false, code: 10006 });
    expect(second.body.error).toContain(String(base + 1));
    expect((await draftFeature(p.id))!.properties.name).toBe('第一位');
    expect(await draftFeature('poi-late')).toBeUndefined();
    expect(await revision()).toBe(base + 1);
  });

  describe('bad input: 10005 naming the change, nothing written', () => {
    const valid = () => ({ op: 'add', poi: { id: 'poi-valid-neighbour', levelId: levels[1], name: 'Valid', point: onLevel(levels[1]).geometry.coordinates } });
    const at = (level: number) => onLevel(level).geometry.coordinates;
    const add = (poi: object) => ({ op: 'add', poi: { levelId: levels[1], name: 'Bad', point: at(levels[1]), ...poi } });
    const cases: Array<[string, () => object[], RegExp]> = [
      ['an id that is not a POI of the draft', () => [{ op: 'update', id: 'poi-nope', set: { name: 'x' } }], /not found in this building/],
      ['a unit named as a POI', () => [{ op: 'delete', id: units.get(levels[1])![0] }], /not found in this building/],
      ['a point outside its level', () => [add({ point: east(at(levels[1]), 400) })], /outside level/],
      ['a point that is no WGS84 position', () => [add({ point: [200, 95] })], /point is not valid/],
      // Issue 10: the office's POIs, levels and types named in a mall patch are 10004 (ownership.test.ts).
      ['an unknown level', () => [add({ levelId: 999999 })], /not a level of this building/],
      ['an unknown POI type', () => [add({ poiTypeId: 999999 })], /not a type of this building/],
      ['a unit of another level', () => [add({ unitId: units.get(levels[2])![0] })], /not a unit of level/],
      ['a new level leaving the unit of the old one', () => [{ op: 'update', id: onLevel(levels[1]).id, set: { levelId: levels[2] } }], /not a unit of level/],
      ['an empty name', () => [add({ name: '   ' })], /name of 1 to 100/],
      ['a name over 100 characters', () => [add({ name: '名'.repeat(101) })], /name of 1 to 100/],
      ['an English name over 100 characters', () => [add({ nameEn: 'n'.repeat(101) })], /English name/],
      ['21 keywords', () => [add({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })], /at most 20 keywords/],
      ['a keyword over 30 characters', () => [add({ keywords: ['k'.repeat(31)] })], /at most 20 keywords/],
      ['opening hours over 200 characters', () => [add({ openingHours: 'x'.repeat(201) })], /opening hours/],
      ['an add id already used', () => [add({ id: pois[5].id })], /already used/],
      [
        'the same POI twice',
        () => [
          { op: 'update', id: pois[3].id, set: { name: 'a' } },
          { op: 'delete', id: pois[3].id },
        ],
        /more than once/,
      ],
      ['an update changing nothing', () => [{ op: 'update', id: pois[3].id, set: {} }], /changes nothing/],
      ['an add without its POI', () => [{ op: 'add', id: 'poi-x' }], /"add" change/],
    ];
    it.each(cases)('%s', async (_name, bad, message) => {
      const before = await draftMark(app.db, ids.mall);
      const res = await save([valid(), ...bad()]);
      expect(res.status).toBe(400);
      expect(res.body.code, JSON.stringify(res.body)).toBe(10005);
      const last = `changes[${bad().length}]`;
      expect(res.body.errors!.map((e) => e.field)).toEqual([last]);
      expect(res.body.errors![0].message).toMatch(message);
      expect(await draftMark(app.db, ids.mall)).toEqual(before);
      expect(await draftFeature('poi-valid-neighbour')).toBeUndefined();
    });

    it('lists every problem of every change (English or Chinese), and checks the shape of a change', async () => {
      const before = await draftMark(app.db, ids.mall);
      const res = await save([
        valid(),
        add({ name: '', point: east(at(levels[1]), 400) }),
        { op: 'delete', id: 'poi-nope' },
        add({ keywords: ['k'.repeat(40)] }),
      ]);
      expect(res.body.code).toBe(10005);
      expect(res.body.errors!.map((e) => e.field)).toEqual(['changes[1]', 'changes[1]', 'changes[2]', 'changes[3]']);
      const zh = await post(
        app,
        poiApi.save.path,
        { buildingId: ids.mall, baseRevision: before.revision, changes: [{ op: 'delete', id: 'poi-nope' }] },
        cookies.platform,
        { 'accept-language': 'zh-CN' },
      );
      expect(zh.body.errors).toEqual([{ field: 'changes[0]', message: '在该建筑中找不到点位“poi-nope”，请重新加载点位后再试' }]);
      const unknown = await save([{ op: 'update', id: pois[3].id, set: { colour: 'red' } }]);
      expect(unknown.body.code).toBe(10005);
      expect(unknown.body.errors![0].field).toMatch(/^changes\[0\]/);
      expect((await save([])).body).toMatchObject({ code: 10005, errors: [{ field: 'changes' }] });
      expect(await draftMark(app.db, ids.mall)).toEqual(before);
    });
  });

  it('without a level outline, accepts points within 5 m of the bbox of the level’s units', async () => {
    const level = levels[3];
    const outline = await app.db
      .selectFrom('mapFeature')
      .innerJoin('buildingVersion', 'buildingVersion.id', 'mapFeature.versionId')
      .select(['mapFeature.versionId', 'mapFeature.id', 'mapFeature.geometry'])
      .where('buildingVersion.buildingId', '=', ids.mall)
      .where('buildingVersion.status', '=', 'draft')
      .where('mapFeature.featureType', '=', 'level')
      .where('mapFeature.levelId', '=', level)
      .executeTakeFirstOrThrow();
    const ring = (outline.geometry as { coordinates: number[][][] }).coordinates[0];
    const eastEdge = Math.max(...ring.map((c) => c[0]));
    const mid = [eastEdge, (Math.min(...ring.map((c) => c[1])) + Math.max(...ring.map((c) => c[1]))) / 2];
    const add = (id: string, metres: number) => ({ op: 'add', poi: { id, levelId: level, name: id, point: east(mid, metres) } });
    expect((await save([add('poi-3m', 3)])).body.code).toBe(10005);
    await app.db.deleteFrom('mapFeature').where('versionId', '=', outline.versionId).where('id', '=', outline.id).execute();
    expect((await save([add('poi-3m', 3)])).body.code).toBe(0);
    const far = await save([add('poi-10m', 10)]);
    expect(far.body).toMatchObject({ code: 10005, errors: [{ field: 'changes[0]' }] });
  });

  it('needs EDIT_POI on the building; another company’s building is 10004', async () => {
    const p = onLevel(levels[1]);
    const change = [{ op: 'update', id: p.id, set: { name: 'Perm' } }];
    expect((await save(change, { who: 'business', buildingId: ids.office, base: 0 })).body.code).toBe(10003);
    expect((await save(change, { who: 'analyst' })).body.code).toBe(10003);
    expect((await save(change, { who: 'other' })).body.code).toBe(10004);
    expect((await save(change, { who: 'company', buildingId: ids.tower, base: 0 })).body.code).toBe(10004);
    expect((await save(change, { who: 'anonymous' })).body.code).toBe(10002);
    expect((await save(change, { who: 'company' })).body.code).toBe(0);
    const history = await call(app, `${poiApi.patches.path}?buildingId=${ids.mall}&page=1&size=5`, cookies.other);
    expect(history.body.code).toBe(10004);
    expect((await call(app, `${poiApi.patches.path}?buildingId=${ids.mall}&page=1&size=5`, cookies.analyst)).body.code).toBe(10003);
  });
});
