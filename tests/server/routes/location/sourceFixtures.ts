import type { Source, SourceInput } from '#contract/schemas/source.js';
import type { App } from '../../../../server/src/types.js';
import { call, post } from '../../helpers.js';
import { demoBuildings, draftPois } from './poiFixtures.js';
import { sourceApi } from '#contract/endpoints/source.js';

/** Issue 13 tests: the demo ids and the calls of the navigation links. */
export async function sourceIds(app: App) {
  const buildings = await demoBuildings(app.db);
  const apps = await app.db.selectFrom('app').select(['id', 'appCode']).execute();
  const appOf = (code: string) => apps.find((a) => a.appCode === code)!.id;
  const pois = await draftPois(app.db, buildings.mall);
  const level = await app.db.selectFrom('level').select('id').where('buildingId', '=', buildings.mall).where('ordinal', '=', 0).executeTakeFirstOrThrow();
  const poi = pois.find((p) => p.levelId === level.id)!;
  return { ...buildings, demoApp: appOf('demo-malls'), otherApp: appOf('other-co'), poi, level1F: level.id, pois };
}

export const sourceCalls = (app: App, cookies: Record<string, string>) => ({
  list: (appId: number, buildingId: number, who = 'company') =>
    call<Source[]>(app, `${sourceApi.list.path}?appId=${appId}&buildingId=${buildingId}`, cookies[who]),
  save: (body: object, who = 'company') => post<Source[]>(app, sourceApi.save.path, body, cookies[who]),
  remove: (body: object, who = 'company') => post<{ ids: number[] }>(app, sourceApi.delete.path, body, cookies[who]),
});

/** A stored link as a save lists it again (unchanged). */
export const asInput = (s: Source): SourceInput => ({ id: s.id, type: s.type, title: s.title, icon: s.icon, target: s.target, enabled: s.enabled });

export const fields = (res: { body: { errors?: Array<{ field: string }> } }) => (res.body.errors ?? []).map((e) => e.field).sort();
