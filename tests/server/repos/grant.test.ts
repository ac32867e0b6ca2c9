import { ADMIN_COLUMNS, type SessionAdmin } from '../../../server/src/auth/session.js';
import type { DatabaseHandle } from '../../../server/src/db/types.js';
import { holdsPermission } from '../../../server/src/repos/grant.js';
import { adminPermissions } from '../../../server/src/repos/role.js';
import { DEMO, openTestDatabase } from '../helpers.js';

// Issue 19: the access check asks one question (does the admin hold one of these codes on this building?) instead
// of working out every grant on every building; spec §6's rules must not change: the answer is the one the
// admin's whole permission list gives, for every admin, building and set of codes.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  // A grant without a building (every building of the company) for a second business admin of the demo company.
  const business = await handle.db.selectFrom('admin').select(['id', 'companyId']).where('email', '=', DEMO.business).executeTakeFirstOrThrow();
  const role = await handle.db.selectFrom('role').select('id').where('companyId', '=', business.companyId!).executeTakeFirstOrThrow();
  const { id } = await handle.db
    .insertInto('admin')
    .values({ email: 'wide@demo.local', name: 'wide', adminType: 'BUSINESS_ADMINISTRATOR', companyId: business.companyId, passwordHash: 'x', enabled: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db.insertInto('adminRole').values({ adminId: id, roleId: role.id, buildingId: null }).execute();
});
afterAll(() => handle.close());

describe('issue 19: holdsPermission answers as adminPermissions does (spec §6)', () => {
  it('for every admin, building (or none) and set of codes, an unknown code and no code included', async () => {
    const admins = (await handle.db.selectFrom('admin').select(ADMIN_COLUMNS).execute()) as SessionAdmin[];
    const buildings = [...(await handle.db.selectFrom('building').select('id').execute()).map((b) => b.id), 9_999_999, undefined];
    const all = (await handle.db.selectFrom('permission').select('code').execute()).map((p) => p.code);
    const sets = [[], ['NO_SUCH_CODE'], ...all.map((code) => [code]), ['NO_SUCH_CODE', all[0]!], all.slice(0, 3)];
    let held = 0;
    let checked = 0;
    for (const admin of admins) {
      const grants = await adminPermissions(handle.db, admin);
      for (const buildingId of buildings) {
        for (const codes of sets) {
          const expected = grants.some((g) => (buildingId === undefined || g.mapId === buildingId) && codes.some((code) => g.permissions.includes(code)));
          expect(await holdsPermission(handle.db, admin, codes, buildingId), `${admin.email} ${buildingId} ${codes.join(',')}`).toBe(expected);
          held += Number(expected);
          checked++;
        }
      }
    }
    // Both answers occur, for each kind of admin.
    expect(new Set(admins.map((a) => a.adminType)).size).toBe(3);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(checked);
  });
});
