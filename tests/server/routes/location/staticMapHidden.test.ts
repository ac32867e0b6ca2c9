import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login, post } from '../../helpers.js';
import { poiApi } from '#contract/endpoints/poi.js';
import { mapApi } from '#contract/endpoints/map.js';
import { fillPath } from '#contract/endpoints/endpoint.js';

/** Issue 10: POIs their editors marked not visible never reach app users through the public /static/map files. */

interface Feature {
  id: string;
  properties: Record<string, unknown> & { featureType: string };
}
interface Poi {
  id: string;
  visible: boolean;
}

let app: App;
let platform: string;
let mall: number;

beforeAll(async () => {
  app = await buildTestApp();
  platform = await login(app, DEMO.platform);
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => app.close());

const poiIds = (features: Feature[]) => features.filter((f) => f.properties.featureType === 'poi').map((f) => f.id);

describe('issue 10: hidden POIs are left out of the published static map file', () => {
  it('a POI hidden in the draft and published is absent from /static/map/<building>/<version>.geojson; editors still read it', async () => {
    const list = (await call<{ records: Poi[]; revision: number }>(app, `${poiApi.list.path}?buildingId=${mall}`, platform)).body.data!;
    const shown = list.records.filter((p) => p.visible);
    expect(shown.length).toBeGreaterThan(2);
    const [hidden, kept] = shown;

    const saved = await post(
      app,
      poiApi.save.path,
      { buildingId: mall, baseRevision: list.revision, changes: [{ op: 'update', id: hidden!.id, set: { visible: false } }] },
      platform,
    );
    expect(saved.body.code).toBe(0);
    const published = await post<{ version: number }>(app, mapApi.publish.path, { buildingId: mall }, platform);
    expect(published.body.code).toBe(0);
    const version = published.body.data!.version;

    const s = (
      await call<{ url: string; version: number; levels: Array<{ counts: { pois: number } }> }>(app, `${mapApi.staticMap.path}?buildingId=${mall}`, platform)
    ).body.data!;
    expect(s).toMatchObject({ version, url: `/static/map/${mall}/${version}.geojson` });
    const file = await app.inject({ method: 'GET', url: s.url });
    expect(file.statusCode).toBe(200);
    const pois = poiIds(file.json<{ features: Feature[] }>().features);
    expect(pois).not.toContain(hidden!.id);
    expect(pois).toContain(kept!.id);
    expect(pois).toHaveLength(shown.length - 1);
    expect(file.json<{ features: Feature[] }>().features.every((f) => f.properties.visible !== false)).toBe(true);
    // s-map describes the file: the hidden POI is not counted.
    expect(s.levels.reduce((n, l) => n + l.counts.pois, 0)).toBe(shown.length - 1);

    // Editors still see it, marked hidden, in the published version and in the draft.
    for (const v of [String(version), 'draft']) {
      const map = (await call<{ features: Feature[] }>(app, `${fillPath(mapApi.json.path, { buildingId: mall })}?version=${v}`, platform)).body.data!;
      expect(map.features.find((f) => f.id === hidden!.id)?.properties.visible).toBe(false);
    }
  });
});
