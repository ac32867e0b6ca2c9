import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { roadApi } from '#contract/endpoints/road.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 6 / spec §7 road calls on the demo mall: road-json, road/save (open/close now), road-patch. */

interface RoadFeature {
  id: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, any> & {
    featureType: string;
    levelId: number | null;
    status: 'open' | 'closed';
    effectiveStatus: 'open' | 'closed';
    closedBy: Array<{ kind: string; taskId?: number; reason: string }>;
  };
}
interface RoadJson {
  buildingId: number;
  revision: number;
  at: string;
  levels: Array<{ id: number; ordinal: number; name: string; shortName: string }>;
  features: RoadFeature[];
}

let app: App;
const cookies: Record<string, string> = {};
let mall: number;
let tower: number;

beforeAll(async () => {
  app = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const bs = await app.db.selectFrom('building').select(['id', 'name']).execute();
  mall = bs.find((b) => b.name === '环球购物中心')!.id;
  tower = bs.find((b) => b.name === 'Other Co Tower')!.id;
});
afterAll(() => app.close());

const roadJson = async (query = '', cookie = cookies.company) => {
  const res = await call<RoadJson>(app, `${fillPath(roadApi.json.path, { buildingId: mall })}${query}`, cookie);
  expect(res.body.code, res.raw.slice(0, 300)).toBe(0);
  return res.body.data!;
};
const save = (body: object, cookie = cookies.company) =>
  post<{ revision: number; changed: number }>(app, roadApi.save.path, { buildingId: mall, ...body }, cookie);

describe('spec §7 GET /api/location/road/road-json/{id}', () => {
  it('the draft’s road segments and connectors, every one open, with the levels and the revision', async () => {
    const data = await roadJson();
    expect(data.buildingId).toBe(mall);
    expect(Number.isInteger(data.revision)).toBe(true);
    expect(data.levels.map((l) => l.name)).toEqual(['B1', '1F', '2F', '3F']);
    const types = new Set(data.features.map((f) => f.properties.featureType));
    expect([...types].sort()).toEqual(['connector', 'road']);
    const roads = data.features.filter((f) => f.properties.featureType === 'road');
    expect(roads.length).toBeGreaterThan(400);
    expect(new Set(roads.map((r) => r.properties.category))).toEqual(new Set(['corridor', 'door']));
    expect(roads.every((r) => r.geometry.type === 'LineString' && r.properties.levelId !== null)).toBe(true);
    const connectors = data.features.filter((f) => f.properties.featureType === 'connector');
    expect(connectors.every((c) => Array.isArray(c.properties.levelIds) && c.properties.levelIds.length >= 2)).toBe(true);
    expect(data.features.every((f) => f.properties.status === 'open' && f.properties.effectiveStatus === 'open' && f.properties.closedBy.length === 0)).toBe(
      true,
    );
  });

  it('readable with VIEW_BUILDING (the business admin on the mall); another company’s building is 10004; a session is needed', async () => {
    expect((await call(app, fillPath(roadApi.json.path, { buildingId: mall }), cookies.business)).body.code).toBe(0);
    expect((await call(app, fillPath(roadApi.json.path, { buildingId: mall }), cookies.other)).body.code).toBe(10004);
    expect((await call(app, fillPath(roadApi.json.path, { buildingId: tower }), cookies.company)).body.code).toBe(10004);
    expect((await call(app, fillPath(roadApi.json.path, { buildingId: mall }))).body.code).toBe(10002);
    expect((await call(app, `${fillPath(roadApi.json.path, { buildingId: mall })}?at=tomorrow`, cookies.company)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'at' }],
    });
  });
});

describe('spec §7 POST /api/location/road/save and GET road-patch', () => {
  it('closes a segment now with a reason (manual status), recorded as a road patch; re-opens it', async () => {
    const before = await roadJson();
    const segment = before.features.find((f) => f.properties.category === 'corridor')!;
    const closed = await save({ baseRevision: before.revision, changes: [{ id: segment.id, status: 'closed', reason: 'Wet floor' }] });
    expect(closed.body).toMatchObject({ code: 0, data: { revision: before.revision + 1, changed: 1 } });

    const after = await roadJson();
    const f = after.features.find((x) => x.id === segment.id)!;
    expect(f.properties).toMatchObject({
      status: 'closed',
      statusReason: 'Wet floor',
      statusChangedBy: DEMO.company,
      effectiveStatus: 'closed',
      closedBy: [{ kind: 'manual', reason: 'Wet floor' }],
    });
    expect(after.revision).toBe(before.revision + 1);

    const history = await call<{ records: any[]; total: number }>(app, `${roadApi.patches.path}?buildingId=${mall}&featureId=${segment.id}`, cookies.business);
    expect(history.body.data!.total).toBe(1);
    expect(history.body.data!.records[0]).toMatchObject({
      revision: before.revision + 1,
      actorEmail: DEMO.company,
      changes: [
        { id: segment.id, op: 'update', before: { properties: { status: 'open' } }, after: { properties: { status: 'closed', statusReason: 'Wet floor' } } },
      ],
    });

    // The same status and reason again changes nothing and keeps the revision.
    const again = await save({ baseRevision: after.revision, changes: [{ id: segment.id, status: 'closed', reason: 'Wet floor' }] });
    expect(again.body.data).toEqual({ revision: after.revision, changed: 0 });

    const reopened = await save({ baseRevision: after.revision, changes: [{ id: segment.id, status: 'open' }] });
    expect(reopened.body.data).toEqual({ revision: after.revision + 1, changed: 1 });
    expect((await roadJson()).features.find((x) => x.id === segment.id)!.properties).toMatchObject({
      status: 'open',
      effectiveStatus: 'open',
      statusReason: null,
    });
    const all = await call<{ records: any[]; total: number }>(app, `${roadApi.patches.path}?buildingId=${mall}&page=1&size=1`, cookies.company);
    expect(all.body.data).toMatchObject({ total: 2, records: [{ revision: after.revision + 1 }] });
  });

  it('issue 6 bad input: an unknown id, a feature that is not a road, an id twice, a closure without reason: 10005 naming it, nothing saved', async () => {
    const { revision, features } = await roadJson();
    const [a, b] = features.filter((f) => f.properties.featureType === 'road');
    const cases: Array<[object[], string, string]> = [
      [
        [
          { id: a.id, status: 'closed', reason: 'x' },
          { id: 'road-nowhere', status: 'closed', reason: 'x' },
        ],
        'changes[1].id',
        'road-nowhere',
      ],
      [
        [
          { id: a.id, status: 'closed', reason: 'x' },
          { id: 'poi-1F-OS02', status: 'closed', reason: 'x' },
        ],
        'changes[1].id',
        'poi-1F-OS02',
      ],
      [
        [
          { id: b.id, status: 'closed', reason: 'x' },
          { id: b.id, status: 'open' },
        ],
        'changes[1].id',
        b.id,
      ],
      [[{ id: a.id, status: 'closed', reason: '   ' }], 'changes[0].reason', ''],
    ];
    for (const [changes, fieldName, named] of cases) {
      const res = await save({ baseRevision: revision, changes });
      expect(res.body.code, JSON.stringify(changes)).toBe(10005);
      const error = res.body.errors!.find((e) => e.field === fieldName);
      expect(error, JSON.stringify(res.body.errors)).toBeDefined();
      expect(error!.message).toContain(named);
    }
    const after = await roadJson();
    expect(after.revision).toBe(revision);
    expect(after.features.every((f) => f.properties.status === 'open')).toBe(true);
  });

  it('a connector (a lift out of service) can be closed too', async () => {
    const { revision, features } = await roadJson();
    const lift = features.find((f) => f.properties.featureType === 'connector' && f.properties.category === 'elevator')!;
    expect((await save({ baseRevision: revision, changes: [{ id: lift.id, status: 'closed', reason: 'Maintenance' }] })).body.code).toBe(0);
    expect((await roadJson()).features.find((f) => f.id === lift.id)!.properties.effectiveStatus).toBe('closed');
    expect((await save({ baseRevision: revision + 1, changes: [{ id: lift.id, status: 'open' }] })).body.code).toBe(0);
  });

  it('a stale baseRevision is 10006 and saves nothing', async () => {
    const { revision, features } = await roadJson();
    const res = await save({ baseRevision: revision - 1, changes: [{ id: features[0].id, status: 'closed', reason: 'Late' }] });
    expect(res.body.code).toBe(10006);
    const after = await roadJson();
    expect(after.revision).toBe(revision);
    expect(after.features[0].properties.status).toBe('open');
  });

  it('writing needs EDIT_ROAD: the business admin (VIEW_BUILDING only) gets 10003; another company 10004', async () => {
    const { revision, features } = await roadJson();
    const change = { baseRevision: revision, changes: [{ id: features[0].id, status: 'closed', reason: 'No' }] };
    expect((await save(change, cookies.business)).body.code).toBe(10003);
    expect((await save(change, cookies.other)).body.code).toBe(10004);
  });
});
