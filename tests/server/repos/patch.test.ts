import type { App } from '../../../server/src/types.js';
import { lockDraft } from '../../../server/src/services/map.js';
import { pagePatches, recordPatch } from '../../../server/src/repos/patch.js';
import { buildTestApp } from '../helpers.js';

/** Issues 5 and 6: the draft's revision guards concurrent saves (10006) and every change set is kept in map_patch. */
let app: App;
let mall: number;
beforeAll(async () => {
  app = await buildTestApp();
  mall = (await app.db.selectFrom('building').select('id').where('name', '=', '环球购物中心').executeTakeFirstOrThrow()).id;
});
afterAll(() => app.close());

it('lockDraft bumps the revision and refuses a stale base revision with 10006', async () => {
  const first = await app.db.transaction().execute((trx) => lockDraft(trx, mall, null, undefined));
  const second = await app.db.transaction().execute((trx) => lockDraft(trx, mall, null, first.revision));
  expect(second.revision).toBe(first.revision + 1);
  await expect(app.db.transaction().execute((trx) => lockDraft(trx, mall, null, first.revision))).rejects.toMatchObject({ code: 10006 });
});

it('pagePatches answers newest first and filters by the feature a patch touched', async () => {
  const change = (id: string) => ({ id, op: 'update' as const, before: null, after: { properties: { name: id }, geometry: null } });
  await recordPatch(app.db, { buildingId: mall, kind: 'poi', revision: 5, actor: null, changes: [change('poi-a')] });
  await recordPatch(app.db, { buildingId: mall, kind: 'poi', revision: 6, actor: null, changes: [change('poi-b'), change('poi-c')] });
  await recordPatch(app.db, { buildingId: mall, kind: 'road', revision: 7, actor: null, changes: [change('road-1')] });
  const all = await pagePatches(app.db, { buildingId: mall, kinds: ['poi'], limit: 10, offset: 0 });
  expect(all.total).toBe(2);
  expect(all.records.map((r) => r.revision)).toEqual([6, 5]);
  const onlyC = await pagePatches(app.db, { buildingId: mall, kinds: ['poi', 'road'], featureId: 'poi-c', limit: 10, offset: 0 });
  expect(onlyC.records.map((r) => r.revision)).toEqual([6]);
});
