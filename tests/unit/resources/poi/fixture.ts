import { MAP } from '../../maps/fixture';
import { failure, http, ok } from '../../helpers';
import { server } from '../../msw';
import type { Poi, PoiSaveBody } from '../../../../src/resources/region/poi/types';
import { draftStatusHandlers } from '../building/draftHandlers';
import { mapApi } from '#contract/endpoints/map';
import { poiApi } from '#contract/endpoints/poi';
import { regionApi } from '#contract/endpoints/region';

export { MAP };

export const TYPES = [
  { id: 1, name: '洗手间', nameEn: 'Toilet', icon: 'toilet', color: '#0077b6', iconUrl: '', sort: 0 },
  { id: 2, name: '服务台', nameEn: 'Service', icon: 'service', color: '#2a9d8f', iconUrl: '', sort: 1 },
];

export const poi = (id: string, name: string, point: [number, number], extra: Partial<Poi> = {}): Poi => ({
  id,
  name,
  nameEn: null,
  poiTypeId: 2,
  levelId: 11,
  unitId: 'u-1',
  openingHours: null,
  keywords: [],
  visible: true,
  point,
  ...extra,
});

/** A small server: the draft's POIs and revision, the save calls it received, and what the next save answers. */
export const fakeServer = () => {
  const state = {
    revision: 7,
    pois: [poi('p-1', '服务台', [121.0002, 31.00015], { nameEn: 'Service desk' }), poi('p-2', '优衣库', [121.0005, 31.0001], { poiTypeId: 1, unitId: 'u-2' })],
    saves: [] as PoiSaveBody[],
    listCalls: 0,
    /** Answers the next save instead of applying it. */
    nextSave: null as (() => Response) | null,
    history: [] as unknown[],
  };
  server.use(
    ...draftStatusHandlers(),
    http.get(mapApi.json.path, () => ok(MAP)),
    http.get(poiApi.types.path, () => ok(TYPES)),
    http.get(regionApi.list.path, () => ok([])),
    http.get(poiApi.list.path, ({ request }) => {
      state.listCalls += 1;
      const levelId = Number(new URL(request.url).searchParams.get('levelId'));
      return ok({ records: state.pois.filter((p) => p.levelId === levelId), revision: state.revision });
    }),
    http.get(poiApi.page.path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const name = params.get('name') ?? '';
      const type = params.get('poiTypeId');
      const records = state.pois
        .filter((p) => p.levelId === Number(params.get('levelId')) && p.name.includes(name) && (!type || p.poiTypeId === Number(type)))
        .map((p) => ({ ...p, poiTypeName: TYPES.find((t) => t.id === p.poiTypeId)?.name ?? null, unitName: null }));
      return ok({ records, total: records.length, revision: state.revision });
    }),
    http.get(poiApi.patches.path, () => ok({ records: state.history, total: state.history.length })),
    http.post(poiApi.save.path, async ({ request }) => {
      const body = (await request.json()) as PoiSaveBody;
      state.saves.push(body);
      const answer = state.nextSave;
      state.nextSave = null;
      if (answer) return answer();
      if (body.baseRevision !== state.revision) return failure(10006, '草稿已被他人修改，请刷新后重试', 409);
      const added: string[] = [];
      for (const change of body.changes) {
        if (change.op === 'add') {
          const id = `poi-${state.pois.length + 100}`;
          added.push(id);
          state.pois.push({ ...change.poi, id });
        } else if (change.op === 'update') state.pois = state.pois.map((p) => (p.id === change.id ? { ...p, ...change.set } : p));
        else state.pois = state.pois.filter((p) => p.id !== change.id);
      }
      state.revision += 1;
      return ok({ revision: state.revision, added, updated: 0, deleted: 0 });
    }),
  );
  return state;
};
