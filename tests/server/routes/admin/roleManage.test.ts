import { sql } from 'kysely';
import { Type } from 'typebox';
import { FLOOR_OPERATOR_PERMISSIONS } from '../../../../server/src/db/seed/demo.js';
import { findRole } from '../../../../server/src/repos/role.js';
import { applyGrants } from '../../../../server/src/services/role.js';
import type { App } from '../../../../server/src/types.js';
import { DEMO, buildTestApp, call, createAdmin, login, post } from '../../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';
import { roleApi } from '#contract/endpoints/role.js';

/** The calls below go to this file's own made-up routes, not the contract's. */
const MADE_UP = '/api';

type Role = {
  id: number;
  name: string;
  description: string;
  companyId: number;
  companyName: string;
  permissions: string[];
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};
type Grant = { id: number; adminId: number; adminEmail: string; roleId: number; roleName: string; buildingId: number | null; buildingName: string | null };
type Page<T> = { records: T[]; total: number };
type MapPermissions = Array<{ mapId: number; permissions: string[] }>;

let app: App;
const cookies: Record<string, string> = {};
let ids: {
  demo: number;
  other: number;
  mall: number;
  office: number;
  tower: number;
  business: number;
  analyst: number;
  company: number;
  other_: number;
  floor: number;
  analystRole: number;
  towerRole: number;
};

beforeAll(async () => {
  app = await buildTestApp();
  // A test-only route declaring a permission, to prove that role changes apply on the next call.
  app.get(
    `${MADE_UP}/test/edit-poi`,
    { config: { auth: 'session', permission: 'EDIT_POI' }, schema: { querystring: Type.Object({ buildingId: Type.Integer() }) } },
    async () => ({ success: true, code: 0, data: null }),
  );
  for (const [key, email] of Object.entries(DEMO)) cookies[key] = await login(app, email);
  const companies = await app.db.selectFrom('company').select(['id', 'name']).execute();
  const buildings = await app.db.selectFrom('building').select(['id', 'name']).execute();
  const admins = await app.db.selectFrom('admin').select(['id', 'email']).execute();
  const roles = await app.db.selectFrom('role').select(['id', 'name']).execute();
  const c = (n: string) => companies.find((x) => x.name === n)!.id;
  const b = (n: string) => buildings.find((x) => x.name === n)!.id;
  const a = (e: string) => admins.find((x) => x.email === e)!.id;
  const r = (n: string) => roles.find((x) => x.name === n)!.id;
  ids = {
    demo: c('Demo Malls'),
    other: c('Other Co'),
    mall: b('环球购物中心'),
    office: b('科技园办公楼'),
    tower: b('Other Co Tower'),
    business: a(DEMO.business),
    analyst: a('analyst@demo.local'),
    company: a(DEMO.company),
    other_: a(DEMO.other),
    floor: r('楼层运营'),
    analystRole: r('数据分析'),
    towerRole: r('Tower operator'),
  };
});
afterAll(() => app.close());

const permissionsOf = async (cookie: string) => (await call<MapPermissions>(app, accountApi.permissions.path, cookie)).body.data!;
const grantsOf = (roleId: number) => app.db.selectFrom('adminRole').select(['adminId', 'buildingId']).where('roleId', '=', roleId).orderBy('id').execute();
const roleCount = async () =>
  (
    await app.db
      .selectFrom('role')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('issue 4 role/list, role/detail, role/permission/list: scopes', () => {
  it('a company admin lists its company’s roles with codes and member counts; a platform admin all, or one company’s', async () => {
    const own = await call<Page<Role>>(app, `${roleApi.list.path}?page=1&size=20&companyId=${ids.other}`, cookies.company);
    expect(own.body.data!.records.map((r) => r.name).sort()).toEqual(['数据分析', '楼层运营'].sort());
    const floor = own.body.data!.records.find((r) => r.id === ids.floor)!;
    expect(floor).toMatchObject({ companyId: ids.demo, companyName: 'Demo Malls', memberCount: 1, description: '商场楼层的日常运营' });
    expect(floor.permissions).toEqual(FLOOR_OPERATOR_PERMISSIONS);
    const all = await call<Page<Role>>(app, roleApi.list.path, cookies.platform);
    expect(all.body.data!.total).toBe(3);
    const other = await call<Page<Role>>(app, `${roleApi.list.path}?companyId=${ids.other}`, cookies.platform);
    expect(other.body.data!.records.map((r) => r.name)).toEqual(['Tower operator']);
    const byName = await call<Page<Role>>(app, `${roleApi.list.path}?name=TOWER`, cookies.platform);
    expect(byName.body.data!.records.map((r) => r.id)).toEqual([ids.towerRole]);
    const sorted = await call<Page<Role>>(app, `${roleApi.list.path}?sort=name&order=desc`, cookies.platform);
    const names = sorted.body.data!.records.map((r) => r.name);
    expect(names).toHaveLength(3);
  });

  it('another company’s role is 10004 (detail, permission list, grants)', async () => {
    for (const url of [
      `${roleApi.detail.path}?id=${ids.towerRole}`,
      `${roleApi.permissions.path}?roleId=${ids.towerRole}`,
      `${roleApi.grants.path}?roleId=${ids.towerRole}`,
    ]) {
      const res = await call(app, url, cookies.company);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe(10004);
    }
    expect((await call(app, `${roleApi.detail.path}?id=${ids.floor}`, cookies.other)).body.code).toBe(10004);
    expect((await call<string[]>(app, `${roleApi.permissions.path}?roleId=${ids.floor}`, cookies.company)).body.data).toEqual(FLOOR_OPERATOR_PERMISSIONS);
    expect((await call<Role>(app, `${roleApi.detail.path}?id=${ids.towerRole}`, cookies.platform)).body.data).toMatchObject({ name: 'Tower operator' });
  });

  it('a business admin gets 10003 for every role management call, even without input', async () => {
    for (const url of [roleApi.list.path, roleApi.detail.path, roleApi.permissions.path, roleApi.grants.path]) {
      expect((await call(app, url, cookies.business)).body.code, url).toBe(10003);
    }
    for (const url of [roleApi.add.path, roleApi.update.path, roleApi.delete.path, roleApi.saveGrants.path]) {
      expect((await post(app, url, undefined, cookies.business)).body.code, url).toBe(10003);
    }
    // The shell's own calls stay open to them.
    expect((await call(app, accountApi.allPermissions.path, cookies.business)).body.code).toBe(0);
  });
});

describe('issue 4 role/add and role/update', () => {
  it('a company admin adds a role to its own company, whatever companyId it sends', async () => {
    const res = await post<Role>(
      app,
      roleApi.add.path,
      { name: 'Beacon keeper', companyId: ids.other, permissions: ['VIEW_BEACON_LIST', 'UPLOAD_BEACON'] },
      cookies.company,
    );
    expect(res.body.data).toMatchObject({
      name: 'Beacon keeper',
      companyId: ids.demo,
      description: '',
      memberCount: 0,
      permissions: ['VIEW_BEACON_LIST', 'UPLOAD_BEACON'],
    });
  });

  it('a platform admin must name an existing company (10005 companyId)', async () => {
    expect((await post(app, roleApi.add.path, { name: 'No company', permissions: [] }, cookies.platform)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'companyId' }],
    });
    expect((await post(app, roleApi.add.path, { name: 'No company', companyId: 999999, permissions: [] }, cookies.platform)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'companyId' }],
    });
    const ok = await post<Role>(app, roleApi.add.path, { name: 'Tower guard', companyId: ids.other, permissions: ['VIEW_BUILDING'] }, cookies.platform);
    expect(ok.body.data).toMatchObject({ companyId: ids.other, companyName: 'Other Co' });
  });

  it('bad input: unknown code (10005 naming permissions and the code), missing fields; nothing saved', async () => {
    const before = await roleCount();
    const unknown = await post(app, roleApi.add.path, { name: 'Bad', permissions: ['VIEW_BUILDING', 'LAUNCH_ROCKETS'] }, cookies.company);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 10005, errors: [{ field: 'permissions' }] });
    expect(unknown.body.errors![0].message).toContain('LAUNCH_ROCKETS');
    const zh = await post(app, roleApi.add.path, { name: 'Bad', permissions: ['LAUNCH_ROCKETS'] }, `${cookies.company}; language=zh`);
    expect(zh.body.errors![0].message).toBe('未知的权限编码：LAUNCH_ROCKETS');
    const missing = await post(app, roleApi.add.path, { description: 'x' }, cookies.company);
    expect(missing.body.errors!.map((e) => e.field).sort()).toEqual(['name', 'permissions']);
    expect((await post(app, roleApi.add.path, { name: '   ', permissions: [] }, cookies.company)).body).toMatchObject({
      code: 10005,
      errors: [{ field: 'name' }],
    });
    expect(await roleCount()).toBe(before);
  });

  it('names are unique per company, any case (10006 naming name); another company may reuse one', async () => {
    const dup = await post(app, roleApi.add.path, { name: 'tower OPERATOR', permissions: [] }, cookies.other);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 10006, errors: [{ field: 'name' }] });
    expect((await post(app, roleApi.add.path, { name: 'Tower operator', permissions: [] }, cookies.company)).body.code).toBe(0);
    const rename = await post(app, roleApi.update.path, { id: ids.analystRole, name: '楼层运营', permissions: [] }, cookies.company);
    expect(rename.body.code).toBe(10006);
  });

  it('an update with an unknown code leaves the role, its name and its old codes unchanged', async () => {
    const res = await post(app, roleApi.update.path, { id: ids.floor, name: 'Renamed', permissions: ['EDIT_ROAD', 'NOPE'] }, cookies.company);
    expect(res.body).toMatchObject({ code: 10005, errors: [{ field: 'permissions' }] });
    const role = await findRole(app.db, ids.floor);
    expect(role).toMatchObject({ name: '楼层运营', permissions: FLOOR_OPERATOR_PERMISSIONS });
  });

  it('the role and its codes change in one transaction: a failure after the rename rolls the rename back', async () => {
    // A trigger makes the permission insert fail after the role row was updated in the same transaction.
    await sql`CREATE FUNCTION refuse_edit_road() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.permission_code = 'EDIT_ROAD' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`.execute(app.db);
    await sql`CREATE TRIGGER refuse_edit_road BEFORE INSERT ON role_permission FOR EACH ROW EXECUTE FUNCTION refuse_edit_road()`.execute(app.db);
    try {
      const res = await post(app, roleApi.update.path, { id: ids.floor, name: 'Renamed', permissions: ['VIEW_BUILDING', 'EDIT_ROAD'] }, cookies.company);
      expect(res.body.code).toBe(10000);
    } finally {
      await sql`DROP TRIGGER refuse_edit_road ON role_permission`.execute(app.db);
      await sql`DROP FUNCTION refuse_edit_road()`.execute(app.db);
    }
    expect(await findRole(app.db, ids.floor)).toMatchObject({ name: '楼层运营', permissions: FLOOR_OPERATOR_PERMISSIONS });
    const audit = await app.db.selectFrom('auditLog').select('id').where('entity', '=', 'role').where('entityId', '=', ids.floor).execute();
    expect(audit).toEqual([]);
  });

  it('another company’s role cannot be updated or deleted (10004) and stays as it was', async () => {
    expect((await post(app, roleApi.update.path, { id: ids.towerRole, name: 'Mine', permissions: [] }, cookies.company)).body.code).toBe(10004);
    expect((await post(app, roleApi.delete.path, { id: ids.towerRole }, cookies.company)).body.code).toBe(10004);
    expect(await findRole(app.db, ids.towerRole)).toMatchObject({ name: 'Tower operator', permissions: ['VIEW_BUILDING', 'EDIT_POI'] });
  });
});

describe('issue 4 permission changes apply on the next call', () => {
  it('updating the role changes what its holder may do on the very next call', async () => {
    expect((await call(app, `${MADE_UP}/test/edit-poi?buildingId=${ids.mall}`, cookies.business)).status).toBe(200);
    const without = FLOOR_OPERATOR_PERMISSIONS.filter((p) => p !== 'EDIT_POI');
    const res = await post<Role>(app, roleApi.update.path, { id: ids.floor, name: '楼层运营', permissions: [...without, 'EDIT_ROAD'] }, cookies.company);
    expect(res.body.data!.permissions).toEqual(expect.arrayContaining(['EDIT_ROAD']));
    expect((await call(app, `${MADE_UP}/test/edit-poi?buildingId=${ids.mall}`, cookies.business)).body.code).toBe(10003);
    expect((await permissionsOf(cookies.business))[0].permissions).toContain('EDIT_ROAD');
    await post(
      app,
      roleApi.update.path,
      { id: ids.floor, name: '楼层运营', description: '商场楼层的日常运营', permissions: FLOOR_OPERATOR_PERMISSIONS },
      cookies.company,
    );
    expect((await call(app, `${MADE_UP}/test/edit-poi?buildingId=${ids.mall}`, cookies.business)).status).toBe(200);
  });

  it('moving a grant to another building moves the permission on the next call', async () => {
    const moved = await post<Grant[]>(
      app,
      roleApi.saveGrants.path,
      { roleId: ids.floor, grants: [{ adminId: ids.business, buildingId: ids.office }] },
      cookies.company,
    );
    expect(moved.body.data).toEqual([
      expect.objectContaining({ adminId: ids.business, buildingId: ids.office, buildingName: '科技园办公楼', roleName: '楼层运营' }),
    ]);
    expect((await call(app, `${MADE_UP}/test/edit-poi?buildingId=${ids.mall}`, cookies.business)).body.code).toBe(10003);
    expect((await call(app, `${MADE_UP}/test/edit-poi?buildingId=${ids.office}`, cookies.business)).status).toBe(200);
    await post(app, roleApi.saveGrants.path, { roleId: ids.floor, grants: [{ adminId: ids.business, buildingId: ids.mall }] }, cookies.company);
    expect(await permissionsOf(cookies.business)).toEqual([{ mapId: ids.mall, permissions: FLOOR_OPERATOR_PERMISSIONS }]);
  });

  it('deleting a role takes its grants away on the next call; { ids } is all or nothing', async () => {
    const role = await post<Role>(app, roleApi.add.path, { name: 'Temporary', permissions: ['EDIT_ROAD'] }, cookies.company);
    const roleId = role.body.data!.id;
    await post(app, roleApi.saveGrants.path, { roleId, grants: [{ adminId: ids.business, buildingId: null }] }, cookies.company);
    expect((await permissionsOf(cookies.business)).find((p) => p.mapId === ids.office)?.permissions).toEqual(['EDIT_ROAD']);
    expect((await post(app, roleApi.delete.path, { ids: [roleId, ids.towerRole] }, cookies.company)).body.code).toBe(10004);
    expect(await findRole(app.db, roleId)).toBeDefined();
    expect((await post(app, roleApi.delete.path, { ids: [roleId] }, cookies.company)).body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect((await permissionsOf(cookies.business)).find((p) => p.mapId === ids.office)).toBeUndefined();
    expect((await post(app, roleApi.delete.path, {}, cookies.company)).body).toMatchObject({ code: 10005, errors: [{ field: 'id' }] });
  });
});

describe('issue 4 role/admin-role: grants', () => {
  it('lists a role’s grants or an admin’s; needs one of roleId and adminId; another company’s admin is 10004', async () => {
    const byRole = await call<Grant[]>(app, `${roleApi.grants.path}?roleId=${ids.analystRole}`, cookies.company);
    expect(byRole.body.data).toEqual([
      {
        id: expect.any(Number),
        adminId: ids.analyst,
        adminEmail: 'analyst@demo.local',
        roleId: ids.analystRole,
        roleName: '数据分析',
        buildingId: null,
        buildingName: null,
      },
    ]);
    const byAdmin = await call<Grant[]>(app, `${roleApi.grants.path}?adminId=${ids.business}`, cookies.company);
    expect(byAdmin.body.data!.map((g) => g.roleName)).toEqual(['楼层运营']);
    expect((await call(app, roleApi.grants.path, cookies.company)).body).toMatchObject({ code: 10005, errors: [{ field: 'roleId' }] });
    expect((await call(app, `${roleApi.grants.path}?adminId=${ids.business}`, cookies.other)).body.code).toBe(10004);
  });

  it('replaces the role’s grants in one call', async () => {
    const res = await post<Grant[]>(
      app,
      roleApi.saveGrants.path,
      {
        roleId: ids.analystRole,
        grants: [
          { adminId: ids.analyst, buildingId: ids.mall },
          { adminId: ids.business, buildingId: ids.office },
          { adminId: ids.business, buildingId: ids.office },
        ],
      },
      cookies.company,
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data!.map((g) => [g.adminEmail, g.buildingName])).toEqual([
      ['analyst@demo.local', '环球购物中心'],
      [DEMO.business, '科技园办公楼'],
    ]);
    await post(app, roleApi.saveGrants.path, { roleId: ids.analystRole, grants: [{ adminId: ids.analyst, buildingId: null }] }, cookies.company);
    expect(await grantsOf(ids.analystRole)).toEqual([{ adminId: ids.analyst, buildingId: null }]);
  });

  it('bad grants are 10005 naming grants[i].adminId / grants[i].buildingId, and a failing batch changes nothing', async () => {
    const before = await grantsOf(ids.floor);
    const res = await post(
      app,
      roleApi.saveGrants.path,
      {
        roleId: ids.floor,
        grants: [
          { adminId: ids.analyst, buildingId: ids.mall },
          { adminId: ids.other_, buildingId: ids.mall },
          { adminId: ids.business, buildingId: ids.tower },
          { adminId: ids.company, buildingId: null },
          { adminId: 999999, buildingId: 999999 },
        ],
      },
      cookies.platform,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(10005);
    expect(res.body.errors!.map((e) => e.field)).toEqual([
      'grants[1].adminId',
      'grants[2].buildingId',
      'grants[3].adminId',
      'grants[4].adminId',
      'grants[4].buildingId',
    ]);
    expect(res.body.errors![2].message).toMatch(/business/);
    expect(await grantsOf(ids.floor)).toEqual(before);
    const shape = await post(app, roleApi.saveGrants.path, { roleId: ids.floor, grants: [{ adminId: ids.business }] }, cookies.company);
    expect(shape.body).toMatchObject({ code: 10005, errors: [{ field: 'grants[0].buildingId' }] });
    expect((await post(app, roleApi.saveGrants.path, { roleId: ids.towerRole, grants: [] }, cookies.company)).body.code).toBe(10004);
  });

  it('nobody changes their own grants (10003)', async () => {
    const email = `self-grant-${Date.now()}@demo.local`;
    const id = await createAdmin(app, email);
    const self = await login(app, email);
    const res = await post(app, roleApi.saveGrants.path, { roleId: ids.floor, grants: [{ adminId: id, buildingId: null }] }, self);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(10003);
  });

  it('a database failure in the middle of a batch leaves every grant as it was (one transaction)', async () => {
    const before = await grantsOf(ids.floor);
    const auditBefore = await app.db.selectFrom('auditLog').select('id').execute();
    const role = (await findRole(app.db, ids.floor))!;
    const actor = { id: ids.company, email: DEMO.company };
    await expect(
      app.db.transaction().execute((trx) =>
        applyGrants(trx, actor, role, [
          { adminId: ids.analyst, buildingId: ids.office },
          { adminId: ids.business, buildingId: 987654 },
        ]),
      ),
    ).rejects.toThrow();
    expect(await grantsOf(ids.floor)).toEqual(before);
    expect(await app.db.selectFrom('auditLog').select('id').execute()).toEqual(auditBefore);
    expect(await permissionsOf(cookies.business)).toEqual([{ mapId: ids.mall, permissions: FLOOR_OPERATOR_PERMISSIONS }]);
  });
});
