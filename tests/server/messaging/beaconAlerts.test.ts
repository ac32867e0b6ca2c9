import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertText, runBeaconAlerts } from '../../../server/src/services/beaconAlerts.js';
import type { App } from '../../../server/src/types.js';
import { buildTestApp, DEMO } from '../helpers.js';
import { demoBuildings } from '../routes/location/poiFixtures.js';

/** Issue 18: deployed beacons going low or silent raise one message per building and round, once. */
describe('issue 18: beacon alerts', () => {
  let app: App;
  let ids: Record<'mall' | 'office' | 'tower', number>;
  let company: number;
  let business: number;
  let office: Array<{ id: number; name: string }>;
  const hour = 3_600_000;

  const adminId = async (email: string) => (await app.db.selectFrom('admin').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const alerts = (admin: number, buildingId: number) =>
    app.db
      .selectFrom('message')
      .selectAll()
      .where('adminId', '=', admin)
      .where('type', '=', 'beacon')
      .where('buildingId', '=', buildingId)
      .orderBy('id')
      .execute();
  const set = (beaconIds: number[], values: { battery?: number; lastSeenAt?: Date | null; lifecycle?: 'planned' | 'deployed' | 'retired' }) =>
    app.db.updateTable('beacon').set(values).where('id', 'in', beaconIds).execute();

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await demoBuildings(app.db);
    [company, business] = [await adminId(DEMO.company), await adminId(DEMO.business)];
    // The office's deployed beacons, all made healthy, and a first round that takes in the demo's own state.
    office = await app.db
      .selectFrom('beacon')
      .select(['id', 'name'])
      .where('buildingId', '=', ids.office)
      .where('lifecycle', '=', 'deployed')
      .orderBy('name')
      .execute();
    await app.db
      .updateTable('beacon')
      .set({ battery: 90, lastSeenAt: new Date(), externalPower: false })
      .where('buildingId', '=', ids.office)
      .where('lifecycle', '=', 'deployed')
      .execute();
    await runBeaconAlerts(app.db);
  });
  afterAll(async () => app.close());

  it('issue 18: the demo’s low and silent beacons alert the mall’s admins, not the other company’s', async () => {
    const mall = await alerts(company, ids.mall);
    expect(mall).toHaveLength(1);
    expect(mall[0]).toMatchObject({ link: '/beacon/beacon-list' });
    expect(mall[0]!.title).toMatch(/^环球购物中心：\d+ 个信标电量低，\d+ 个信标失联$/);
    // The floor operator views the mall's beacon list.
    expect(await alerts(business, ids.mall)).toHaveLength(1);
    const other = await adminId(DEMO.other);
    expect(await alerts(other, ids.mall)).toHaveLength(0);
    expect(await alerts(other, ids.tower)).toHaveLength(1);
  });

  it('issue 18: three low beacons and one silent one raise one message listing them; the next round raises nothing', async () => {
    const [a, b, c, d] = office;
    const before = (await alerts(company, ids.office)).length;
    await set([a!.id, b!.id, c!.id], { battery: 10 });
    await set([d!.id], { lastSeenAt: new Date(Date.now() - 30 * hour) });
    const report = await runBeaconAlerts(app.db);
    expect(report).toMatchObject({ buildings: 1, beacons: 4 });
    const list = await alerts(company, ids.office);
    expect(list).toHaveLength(before + 1);
    const message = list.at(-1)!;
    expect(message.title).toBe('科技园办公楼：3 个信标电量低，1 个信标失联');
    expect(message.content).toContain(`${a!.name}、${b!.name}、${c!.name}`);
    expect(message.content).toContain(d!.name);
    expect(message.titleEn).toBe('科技园办公楼: 3 beacons low on battery, 1 beacon went silent');
    // The business admin has no role on the office.
    expect(await alerts(business, ids.office)).toHaveLength(0);
    expect(await runBeaconAlerts(app.db)).toMatchObject({ messages: 0, beacons: 0 });
    expect(await alerts(company, ids.office)).toHaveLength(before + 1);
  });

  it('issue 18: back to healthy clears the alert, a later fall alerts again; low then silent alerts as silent', async () => {
    const [a, b] = office;
    const before = (await alerts(company, ids.office)).length;
    await set([a!.id], { battery: 95 });
    expect((await runBeaconAlerts(app.db)).cleared).toBeGreaterThanOrEqual(1);
    expect(await alerts(company, ids.office)).toHaveLength(before);
    await set([a!.id], { battery: 5 });
    await set([b!.id], { lastSeenAt: new Date(Date.now() - 48 * hour) });
    expect(await runBeaconAlerts(app.db)).toMatchObject({ buildings: 1, beacons: 2 });
    const message = (await alerts(company, ids.office)).at(-1)!;
    expect(message.title).toBe('科技园办公楼：1 个信标电量低，1 个信标失联');
    expect(await alerts(company, ids.office)).toHaveLength(before + 1);
  });

  it('issue 18: never-seen beacons and planned or retired ones raise nothing; retiring clears the alert', async () => {
    const [, , , , e, f, g] = office;
    const before = (await alerts(company, ids.office)).length;
    await set([e!.id], { lastSeenAt: null });
    await set([f!.id], { lifecycle: 'planned', lastSeenAt: null, battery: 1 });
    await set([g!.id], { lifecycle: 'retired', battery: 1 });
    expect(await runBeaconAlerts(app.db)).toMatchObject({ beacons: 0, messages: 0 });
    expect(await alerts(company, ids.office)).toHaveLength(before);
    const [c] = office.slice(2, 3);
    await set([c!.id], { lifecycle: 'retired' });
    expect((await runBeaconAlerts(app.db)).cleared).toBe(1);
    expect((await app.db.selectFrom('beacon').select('alertedHealth').where('id', '=', c!.id).executeTakeFirstOrThrow()).alertedHealth).toBeNull();
  });

  it('issue 18: two rounds at once raise the alert once', async () => {
    const [, , , , , , , h] = office;
    const before = (await alerts(company, ids.office)).length;
    await set([h!.id], { battery: 3 });
    const reports = await Promise.all([runBeaconAlerts(app.db), runBeaconAlerts(app.db)]);
    expect(reports.map((r) => r.beacons).sort()).toEqual([0, 1]);
    expect(await alerts(company, ids.office)).toHaveLength(before + 1);
  });

  it('issue 18: a long list is cut after 20 names and counted', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ name: `B${i + 1}`, health: 'unseen' as const }));
    const text = alertText('M', many);
    expect(text.title).toBe('M：23 个信标失联');
    expect(text.content).toContain('B20 等（另有 3 个）');
    expect(text.content).not.toContain('B21');
    expect(text.contentEn).toContain('B20 and 3 more');
  });
});
