import { hashPassword } from '../../auth/password.js';
import type { AdminType, Db } from '../types.js';
import { DEMO_BEACON_PLANS, seedBeacons } from './beacons.js';
import { DEMO_QRCODE_PLANS, seedQrcodes } from './qrcodes.js';
import { seedAppKeys } from './appKeys.js';
import { seedMessages } from './messages.js';
import { seedSources } from './sources.js';
import { demoVenues, seedVenue } from './venues/index.js';

export const DEMO_PASSWORD = 'demo1234';
const LOGO_BASE = '/static/logos';

interface DemoBuilding {
  name: string;
  address: string;
  levels: Array<[ordinal: number, name: string]>;
}

const MALL: DemoBuilding = {
  name: '环球购物中心',
  address: '上海市浦东新区世纪大道 100 号',
  levels: [
    [-1, 'B1'],
    [0, '1F'],
    [1, '2F'],
    [2, '3F'],
  ],
};
const OFFICE: DemoBuilding = {
  name: '科技园办公楼',
  address: '上海市徐汇区科技园路 8 号',
  levels: [
    [0, '1F'],
    [1, '2F'],
    [2, '3F'],
  ],
};
const TOWER: DemoBuilding = {
  name: 'Other Co Tower',
  address: '1 Harbour Road',
  levels: [
    [0, 'G'],
    [1, 'L1'],
    [2, 'L2'],
  ],
};

/** Spec §6 subset granted to the demo business admin on the mall only (issue 13: reads the navigation links, cannot change them). */
export const FLOOR_OPERATOR_PERMISSIONS = ['VIEW_BUILDING', 'EDIT_POI', 'VIEW_BEACON_LIST', 'VIEW_QR_CODE', 'VIEW_SOURCE', 'VIEW_USER_TENDENCY'];

/** The demo analyst's statistics role, granted on every building of Demo Malls (building null). */
const ANALYST_PERMISSIONS = ['VIEW_USER_TENDENCY', 'VIEW_ACTIVE_USER', 'VIEW_HOT_SPOT', 'VIEW_POI_ANALYSIS'];

async function addBuilding(db: Db, companyId: number, appId: number, b: DemoBuilding): Promise<number> {
  const { id } = await db.insertInto('building').values({ companyId, appId, name: b.name, address: b.address }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('level')
    .values(b.levels.map(([ordinal, name]) => ({ buildingId: id, ordinal, name })))
    .execute();
  return id;
}

async function addAdmin(db: Db, email: string, name: string, adminType: AdminType, companyId: number | null) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const row = await db.insertInto('admin').values({ email, name, adminType, companyId, passwordHash }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const demo = await trx
      .insertInto('company')
      .values({
        name: 'Demo Malls',
        bigLogo: `${LOGO_BASE}/demo-malls-big.svg`,
        smallLogo: `${LOGO_BASE}/demo-malls-small.svg`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await trx.insertInto('company').values({ name: 'Other Co' }).returning('id').executeTakeFirstOrThrow();

    const demoApp = await trx
      .insertInto('app')
      .values({ companyId: demo.id, name: 'Demo Malls 导航', appCode: 'demo-malls' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherApp = await trx
      .insertInto('app')
      .values({ companyId: other.id, name: 'Other Co Navigator', appCode: 'other-co' })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Issue 14: the apps' ingestion keys.
    await seedAppKeys(trx, { 'demo-malls': demoApp.id, 'other-co': otherApp.id });

    const mallId = await addBuilding(trx, demo.id, demoApp.id, MALL);
    const officeId = await addBuilding(trx, demo.id, demoApp.id, OFFICE);
    const towerId = await addBuilding(trx, other.id, otherApp.id, TOWER);
    // Issue 5: generated floor plans, a draft and version 1 published from it.
    await seedVenue(trx, mallId, demoVenues.mall());
    await seedVenue(trx, officeId, demoVenues.office());
    await seedVenue(trx, towerId, demoVenues.tower());
    // Issue 13: beacon deployments inside the venues' levels.
    await seedBeacons(trx, mallId, DEMO_BEACON_PLANS.mall);
    await seedBeacons(trx, officeId, DEMO_BEACON_PLANS.office);
    await seedBeacons(trx, towerId, DEMO_BEACON_PLANS.tower);
    // Issue 13: the apps' navigation links in each building.
    await seedSources(trx, { demoApp: demoApp.id, otherApp: otherApp.id, mall: mallId, office: officeId, tower: towerId });

    const platformId = await addAdmin(trx, 'platform@demo.local', 'Platform Admin', 'PLATFORM_ADMINISTRATOR', null);
    const companyId = await addAdmin(trx, 'company@demo.local', 'Demo Malls Admin', 'COMPANY_ADMINISTRATOR', demo.id);
    const businessId = await addAdmin(trx, 'business@demo.local', '楼层运营员', 'BUSINESS_ADMINISTRATOR', demo.id);
    const otherId = await addAdmin(trx, 'other@demo.local', 'Other Co Admin', 'COMPANY_ADMINISTRATOR', other.id);
    await seedMessages(trx, { platform: platformId, company: companyId, business: businessId, other: otherId });
    // Issue 13: QR codes at the venues' entrances, lifts and car parks, and a printed batch.
    await seedQrcodes(trx, mallId, DEMO_QRCODE_PLANS.mall, companyId);
    await seedQrcodes(trx, officeId, DEMO_QRCODE_PLANS.office, companyId);
    await seedQrcodes(trx, towerId, DEMO_QRCODE_PLANS.tower, otherId);

    const role = await trx
      .insertInto('role')
      .values({ companyId: demo.id, name: '楼层运营', description: '商场楼层的日常运营' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rolePermission')
      .values(FLOOR_OPERATOR_PERMISSIONS.map((permissionCode) => ({ roleId: role.id, permissionCode })))
      .execute();
    await trx.insertInto('adminRole').values({ adminId: businessId, roleId: role.id, buildingId: mallId }).execute();

    // Issue 4: a second business admin holding a statistics role on every building of the company,
    // and an unused role of the other company.
    const analystId = await addAdmin(trx, 'analyst@demo.local', '数据分析员', 'BUSINESS_ADMINISTRATOR', demo.id);
    const analyst = await trx
      .insertInto('role')
      .values({ companyId: demo.id, name: '数据分析', description: '查看全部建筑的统计报表' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rolePermission')
      .values(ANALYST_PERMISSIONS.map((permissionCode) => ({ roleId: analyst.id, permissionCode })))
      .execute();
    await trx.insertInto('adminRole').values({ adminId: analystId, roleId: analyst.id, buildingId: null }).execute();
    const tower = await trx
      .insertInto('role')
      .values({ companyId: other.id, name: 'Tower operator', description: 'Day-to-day operation of the tower' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rolePermission')
      .values(['VIEW_BUILDING', 'EDIT_POI'].map((permissionCode) => ({ roleId: tower.id, permissionCode })))
      .execute();
  });
}
