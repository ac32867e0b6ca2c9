import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { mapApi } from '#contract/endpoints/map.js';
import { buildingApi } from '#contract/endpoints/building.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 5, spec §7: building-version/save (the whole draft) and map/publish-preview. */

interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any> & { featureType: string; levelId: number | null };
}
interface Version {
  id: number;
  version: number | null;
  status: string;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  counts: Record<string, number>;
}

let app: App;
const cookies: Record<string, string> = {};
let ids: { mall: number; office: number; tower: number };

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const b = (name: string) => bs.find((x) => x.name === name)!.id;
  ids = { mall: b('环球购物中心'), office: b('科技园办公楼'), tower: b('Other Co Tower') };
});
afterAll(() => app.close());

const draftOf = async (buildingId: number) =>
  (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId })}?version=draft`, cookies.platform)).body.data!.features;
const versionsOf = async (buildingId: number) =>
  (await call<Version[]>(app, `${buildingApi.versions.path}?buildingId=${buildingId}`, cookies.platform)).body.data!;
const revisionOf = async (buildingId: number) => (await versionsOf(buildingId))[0].revision;
const save = (buildingId: number, baseRevision: number, features: unknown[], cookie = cookies.company) =>
  post<any>(app, buildingApi.saveVersion.path, { buildingId, baseRevision, features }, cookie);
const patches = (buildingId: number) => app.db.selectFrom('mapPatch').selectAll().where('buildingId', '=', buildingId).orderBy('id').execute();
const clone = <T>(v: T): T => structuredClone(v);

describe('issue 5: POST /api/location/building-version/save', () => {
  it('a valid save replaces the draft, bumps the revision, records a draft patch; map-json draft shows it', async () => {
    const before = await draftOf(ids.office);
    const rev = await revisionOf(ids.office);
    const features = clone(before);
    const unit = features.find((f) => f.properties.featureType === 'unit' && f.properties.category === 'office')!;
    unit.properties.name = '新租户 A';
    const poiIndex = features.findIndex((f) => f.properties.featureType === 'poi');
    const [removed] = features.splice(poiIndex, 1);
    const section = features.find((f) => f.properties.featureType === 'section')!;
    features.push({ ...clone(removed), id: 'poi-added-1', properties: { ...clone(removed.properties), name: '新咖啡' } });
    const { regionId: _r, ...sectionProps } = section.properties;
    features.push({ ...clone(section), id: 'section-added-1', properties: { ...sectionProps, name: '新区域' } });

    const res = await save(ids.office, rev, features);
    expect(res.body.code, JSON.stringify(res.body).slice(0, 500)).toBe(0);
    expect(res.body.data.revision).toBe(rev + 1);
    expect(res.body.data.changes).toEqual({ added: 2, changed: 1, removed: 1 });
    const draft = await draftOf(ids.office);
    expect(draft.length).toBe(before.length + 1);
    expect(draft.find((f) => f.id === unit.id)!.properties.name).toBe('新租户 A');
    expect(draft.some((f) => f.id === removed.id)).toBe(false);
    expect(draft.find((f) => f.id === 'poi-added-1')!.properties).toMatchObject({
      name: '新咖啡',
      featureType: 'poi',
      levelId: removed.properties.levelId,
      ordinal: removed.properties.ordinal,
    });
    // The old section keeps its region id; the new one gets a fresh one.
    expect(draft.find((f) => f.id === section.id)!.properties.regionId).toBe(section.properties.regionId);
    const fresh = draft.find((f) => f.id === 'section-added-1')!.properties.regionId;
    expect(Number.isInteger(fresh) && fresh !== section.properties.regionId).toBe(true);
    expect(res.body.data.counts).toMatchObject({
      pois: draft.filter((f) => f.properties.featureType === 'poi').length,
      sections: draft.filter((f) => f.properties.featureType === 'section').length,
    });

    const [d] = await versionsOf(ids.office);
    expect(d).toMatchObject({ status: 'draft', revision: rev + 1, updatedBy: DEMO.company });
    const [patch] = await patches(ids.office);
    expect(patch).toMatchObject({ kind: 'draft', revision: rev + 1, actorEmail: DEMO.company });
    const ops = (patch.changes as any[]).map((c) => `${c.op} ${c.id}`).sort();
    expect(ops).toEqual([`add poi-added-1`, `add section-added-1`, `delete ${removed.id}`, `update ${unit.id}`].sort());
    const change = (patch.changes as any[]).find((c) => c.id === unit.id);
    expect(change.before.properties.name).toBe(before.find((f) => f.id === unit.id)!.properties.name);
    expect(change.after.properties.name).toBe('新租户 A');

    // Saving what map-json answers changes nothing (but is a new revision).
    const again = await save(ids.office, rev + 1, await draftOf(ids.office));
    expect(again.body.data).toMatchObject({ revision: rev + 2, changes: { added: 0, changed: 0, removed: 0 } });
    expect(await patches(ids.office)).toHaveLength(1);
  });

  it('a stale baseRevision is 10006 and nothing is written', async () => {
    const rev = await revisionOf(ids.office);
    const features = await draftOf(ids.office);
    const res = await save(ids.office, rev - 1, features.slice(1));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(10006);
    expect(res.body.error).toContain(`revision ${rev}`);
    expect(await revisionOf(ids.office)).toBe(rev);
    expect((await draftOf(ids.office)).length).toBe(features.length);
  });

  it('invalid geometry: 10005 naming the feature and the reason, one entry per bad feature, nothing written', async () => {
    const rev = await revisionOf(ids.office);
    const features = await draftOf(ids.office);
    const bad = clone(features);
    const i = bad.findIndex((f) => f.properties.featureType === 'unit');
    bad[i].geometry.coordinates[0].pop();
    bad[i].geometry.coordinates[0].push([bad[i].geometry.coordinates[0][0][0] + 0.00001, bad[i].geometry.coordinates[0][0][1]]);
    const j = bad.findIndex((f) => f.properties.featureType === 'poi');
    bad[j].geometry = clone(features[i].geometry);
    const res = await save(ids.office, rev, bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10005);
    expect(res.body.errors).toEqual([
      { field: `features[${Math.min(i, j)}]`, message: expect.any(String) },
      { field: `features[${Math.max(i, j)}]`, message: expect.any(String) },
    ]);
    const byField = Object.fromEntries(res.body.errors!.map((e: any) => [e.field, e.message]));
    expect(byField[`features[${i}]`]).toBe(`feature "${bad[i].id}": a polygon ring must end where it starts`);
    expect(byField[`features[${j}]`]).toContain(`feature "${bad[j].id}"`);
    expect(byField[`features[${j}]`]).toContain('a poi must be a Point');
    expect(await revisionOf(ids.office)).toBe(rev);
    expect(await draftOf(ids.office)).toEqual(features);
  });

  it('unknown featureType, repeated or empty id, an unknown floor, a levelId on a connector: 10005 each; a floor of another building: 10004 (issue 10)', async () => {
    const rev = await revisionOf(ids.office);
    const features = await draftOf(ids.office);
    const towerLevel = await app.db.selectFrom('level').select('id').where('buildingId', '=', ids.tower).executeTakeFirstOrThrow();
    const unit = features.find((f) => f.properties.featureType === 'unit')!;
    const connector = features.find((f) => f.properties.featureType === 'connector')!;
    const extra = [
      { ...clone(unit), id: 'x-kiosk', properties: { ...clone(unit.properties), featureType: 'kiosk' } },
      { ...clone(unit) },
      { ...clone(unit), id: '' },
      { ...clone(unit), id: 'x-tower', properties: { ...clone(unit.properties), levelId: 999999 } },
      { ...clone(connector), id: 'x-connector', properties: { ...clone(connector.properties), levelId: unit.properties.levelId } },
      'not a feature',
    ];
    const res = await save(ids.office, rev, [...features, ...extra]);
    expect(res.body.code).toBe(10005);
    const n = features.length;
    const messages = res.body.errors!.map((e: any) => `${e.field} ${e.message}`);
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^features\\[${n}\\] feature "x-kiosk": unknown featureType "kiosk"`)),
      expect.stringMatching(
        new RegExp(`^features\\[${n + 1}\\] feature "${unit.id}": the id is used more than once \\(also by features\\[${features.indexOf(unit)}\\]\\)`),
      ),
      expect.stringMatching(new RegExp(`^features\\[${n + 2}\\] features\\[${n + 2}\\] has no id`)),
      expect.stringMatching(new RegExp(`^features\\[${n + 3}\\] feature "x-tower": level 999999 is not a floor of this building`)),
      expect.stringMatching(new RegExp(`^features\\[${n + 4}\\] feature "x-connector": a connector belongs to no single floor`)),
      expect.stringMatching(new RegExp(`^features\\[${n + 5}\\] features\\[${n + 5}\\] is not a GeoJSON feature`)),
    ]);
    expect(await revisionOf(ids.office)).toBe(rev);
    const towerFloor = [...features, { ...clone(unit), id: 'x-tower', properties: { ...clone(unit.properties), levelId: towerLevel.id } }];
    expect((await save(ids.office, rev, towerFloor)).body.code).toBe(10004);
    expect(await revisionOf(ids.office)).toBe(rev);
  });

  it('geometry outside the building (beyond 500 m of its map): 10005; a region id of another building: 10004 (issue 10)', async () => {
    const rev = await revisionOf(ids.office);
    const features = await draftOf(ids.office);
    const far = clone(features);
    const k = far.findIndex((f) => f.properties.featureType === 'poi');
    far[k].geometry.coordinates = [far[k].geometry.coordinates[0] + 0.01, far[k].geometry.coordinates[1]];
    const res = await save(ids.office, rev, far);
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: `features[${k}]` }] });
    expect(res.body.errors![0].message).toContain(`feature "${far[k].id}" lies outside the building`);
    // 200 m away is still "the building" (500 m of slack).
    far[k].geometry.coordinates = [features[k].geometry.coordinates[0] + 0.002, features[k].geometry.coordinates[1]];
    const mallSection = (await draftOf(ids.mall)).find((f) => f.properties.featureType === 'section')!;
    const s = far.findIndex((f) => f.properties.featureType === 'section');
    far[s].properties.regionId = mallSection.properties.regionId;
    const region = await save(ids.office, rev, far);
    expect(region.body.code).toBe(10004);
    expect(await revisionOf(ids.office)).toBe(rev);
    far[s].properties.regionId = features[s].properties.regionId;
    expect((await save(ids.office, rev, far)).body.code).toBe(0);
  });

  it('another company’s building is 10004; without EDIT_BUILDING 10003; bad input 10005', async () => {
    expect((await save(ids.office, 0, [], cookies.other)).body.code).toBe(10004);
    expect((await save(ids.tower, 0, [], cookies.company)).body.code).toBe(10004);
    expect((await save(ids.mall, 0, [], cookies.business)).body.code).toBe(10003);
    const noRevision = await post<any>(app, buildingApi.saveVersion.path, { buildingId: ids.office, features: [] }, cookies.company);
    expect(noRevision.body).toMatchObject({ code: 10005, errors: [{ field: 'baseRevision' }] });
  });
});

describe('issue 5: GET /api/location/map/publish-preview', () => {
  it('answers what map/publish then does (and writes nothing); per feature type too', async () => {
    const features = await draftOf(ids.mall);
    const rev = await revisionOf(ids.mall);
    const edited = clone(features);
    const units = edited.filter((f) => f.properties.featureType === 'unit');
    units[0].properties.name = '改名 1';
    units[1].properties.name = '改名 2';
    const dropped = edited
      .filter((f) => f.properties.featureType === 'road')
      .slice(0, 3)
      .map((f) => f.id);
    const kept = edited.filter((f) => !dropped.includes(f.id));
    const poi = kept.find((f) => f.properties.featureType === 'poi')!;
    kept.push({ ...clone(poi), id: 'poi-preview-new' });
    expect((await save(ids.mall, rev, kept)).body.code).toBe(0);

    const versionsBefore = await versionsOf(ids.mall);
    const preview = await call<any>(app, `${mapApi.publishPreview.path}?buildingId=${ids.mall}`, cookies.company);
    expect(preview.body.data).toMatchObject({ nextVersion: 2, changes: { added: 1, changed: 2, removed: 3 } });
    expect(preview.body.data.byType.unit).toEqual({ added: 0, changed: 2, removed: 0 });
    expect(preview.body.data.byType.road).toEqual({ added: 0, changed: 0, removed: 3 });
    expect(preview.body.data.byType.poi).toEqual({ added: 1, changed: 0, removed: 0 });
    expect(preview.body.data.byType.opening).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(await versionsOf(ids.mall)).toEqual(versionsBefore);

    const published = await post<any>(app, mapApi.publish.path, { buildingId: ids.mall }, cookies.company);
    expect(published.body.data).toEqual({ version: preview.body.data.nextVersion, changes: preview.body.data.changes });
    const [draft, v2] = await versionsOf(ids.mall);
    expect(v2).toMatchObject({ version: 2, revision: draft.revision, updatedBy: DEMO.company });
    const after = await call<any>(app, `${mapApi.publishPreview.path}?buildingId=${ids.mall}`, cookies.company);
    expect(after.body.data).toMatchObject({ nextVersion: 3, changes: { added: 0, changed: 0, removed: 0 } });
  });

  it('another company’s building is 10004; without EDIT_BUILDING 10003', async () => {
    expect((await call(app, `${mapApi.publishPreview.path}?buildingId=${ids.mall}`, cookies.other)).body.code).toBe(10004);
    expect((await call(app, `${mapApi.publishPreview.path}?buildingId=${ids.mall}`, cookies.business)).body.code).toBe(10003);
  });
});
