import { PERMISSION_CODES } from '../../../../server/src/db/seed/permissions.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, login } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

let app: App;
let ids: Record<'mall' | 'office' | 'tower', number>;
beforeAll(async () => {
  app = await buildTestApp();
  const rows = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  ids = { mall: idOf('环球购物中心'), office: idOf('科技园办公楼'), tower: idOf('Other Co Tower') };
});
afterAll(() => app.close());

type MapPermissions = Array<{ mapId: number; permissions: string[] }>;

async function permissionsOf(email: string) {
  const res = await call<MapPermissions>(app, accountApi.permissions.path, await login(app, email));
  expect(res.body.code).toBe(0);
  return res.body.data!;
}

describe('spec §6 permissions', () => {
  it('spec §6 list-all returns every permission code with Chinese and English names and a group', async () => {
    const res = await call<Array<Record<string, string>>>(app, accountApi.allPermissions.path, await login(app, DEMO.business));
    const list = res.body.data!;
    expect(list.map((p) => p.value).sort()).toEqual([...PERMISSION_CODES].sort());
    expect(list).toHaveLength(32);
    for (const p of list) {
      expect(p.name).toMatch(/[\u4e00-\u9fff]/);
      expect(p.nameEn).toMatch(/^[A-Z]/);
      expect(['building', 'poi-road', 'beacon', 'qrcode', 'push', 'source', 'feedback', 'statistics']).toContain(p.group);
    }
  });

  it('spec §6 a platform admin holds every code on every building', async () => {
    const perms = await permissionsOf(DEMO.platform);
    expect(perms.map((p) => p.mapId).sort()).toEqual([ids.mall, ids.office, ids.tower].sort());
    for (const p of perms) expect([...p.permissions].sort()).toEqual([...PERMISSION_CODES].sort());
  });

  it('spec §6 a company admin holds every code on each building of its company only', async () => {
    const perms = await permissionsOf(DEMO.company);
    expect(perms.map((p) => p.mapId).sort()).toEqual([ids.mall, ids.office].sort());
    for (const p of perms) expect(p.permissions).toHaveLength(PERMISSION_CODES.length);
    const other = await permissionsOf(DEMO.other);
    expect(other.map((p) => p.mapId)).toEqual([ids.tower]);
  });

  it('spec §6 a business admin holds its role’s codes on the granted building only', async () => {
    expect(await permissionsOf(DEMO.business)).toEqual([
      { mapId: ids.mall, permissions: ['VIEW_BUILDING', 'EDIT_POI', 'VIEW_BEACON_LIST', 'VIEW_QR_CODE', 'VIEW_SOURCE', 'VIEW_USER_TENDENCY'] },
    ]);
  });

  it('spec §6 a grant without a building covers every building of the company, unioned with others', async () => {
    const business = await app.db.selectFrom('admin').select(['id', 'companyId']).where('email', '=', DEMO.business).executeTakeFirstOrThrow();
    const role = await app.db.insertInto('role').values({ companyId: business.companyId!, name: 'Road editor' }).returning('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('rolePermission')
      .values([{ roleId: role.id, permissionCode: 'EDIT_ROAD' }])
      .execute();
    await app.db.insertInto('adminRole').values({ adminId: business.id, roleId: role.id, buildingId: null }).execute();
    try {
      const perms = await permissionsOf(DEMO.business);
      const byMap = new Map(perms.map((p) => [p.mapId, p.permissions]));
      expect(byMap.get(ids.mall)).toEqual(expect.arrayContaining(['EDIT_POI', 'EDIT_ROAD']));
      expect(byMap.get(ids.office)).toEqual(['EDIT_ROAD']);
      expect(byMap.has(ids.tower)).toBe(false);
    } finally {
      await app.db.deleteFrom('role').where('id', '=', role.id).execute();
    }
  });
});
