import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, recipients, type Notice } from '../../../server/src/messaging/notify.js';
import type { App } from '../../../server/src/types.js';
import { buildTestApp, createAdmin, DEMO } from '../helpers.js';

/**
 * Issue 18: who an event's message goes to (spec §6: company admins act on every building of their company,
 * business admins where a role grants them the permission), and that a repeated event raises it once.
 */
describe('issue 18: message recipients and notify', () => {
  let app: App;
  let mall: number;
  let office: number;
  let tower: number;
  const ids: Record<string, number> = {};

  const idOf = async (email: string) => (await app.db.selectFrom('admin').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const buildingId = async (companyName: string, index: number) => {
    const rows = await app.db
      .selectFrom('building')
      .innerJoin('company', 'company.id', 'building.companyId')
      .select('building.id')
      .where('company.name', '=', companyName)
      .orderBy('building.id')
      .execute();
    return rows[index]!.id;
  };
  const notice = (extra: Partial<Notice> = {}): Notice => ({
    type: 'import',
    title: '导入失败',
    content: '2 个问题',
    titleEn: 'Import failed',
    contentEn: '2 problems',
    ...extra,
  });
  const messagesOf = (adminId: number) => app.db.selectFrom('message').selectAll().where('adminId', '=', adminId).where('type', '=', 'import').execute();

  beforeAll(async () => {
    app = await buildTestApp();
    [mall, office, tower] = [await buildingId('Demo Malls', 0), await buildingId('Demo Malls', 1), await buildingId('Other Co', 0)];
    for (const [key, email] of Object.entries({ ...DEMO, analyst: 'analyst@demo.local' })) ids[key] = await idOf(email);
    ids.disabled = await createAdmin(app, 'disabled-18@demo.local', { enabled: false });
  });
  afterAll(async () => app.close());

  it('issue 18: a building audience is the company admins plus business admins whose role grants a code there', async () => {
    // The floor operator holds VIEW_BEACON_LIST on the mall only.
    expect(await recipients(app.db, { building: mall, permissions: ['VIEW_BEACON_LIST'] })).toEqual([ids.company, ids.business].sort((a, b) => a - b));
    expect(await recipients(app.db, { building: office, permissions: ['VIEW_BEACON_LIST'] })).toEqual([ids.company]);
  });

  it('issue 18: a role granted on every building counts for each building; any one of the codes suffices', async () => {
    const audience = (building: number) => recipients(app.db, { building, permissions: ['UPLOAD_BEACON', 'VIEW_HOT_SPOT'] });
    expect(await audience(mall)).toContain(ids.analyst);
    expect(await audience(office)).toContain(ids.analyst);
    expect(await audience(mall)).not.toContain(ids.business);
  });

  it('issue 18: other companies’ admins, disabled admins and platform admins are not in a building audience', async () => {
    const audience = await recipients(app.db, { building: mall, permissions: ['VIEW_BUILDING'] });
    expect(audience).not.toContain(ids.other);
    expect(audience).not.toContain(ids.disabled);
    expect(audience).not.toContain(ids.platform);
    expect(await recipients(app.db, { building: tower, permissions: ['VIEW_BUILDING'] })).toEqual([ids.other]);
    expect(await recipients(app.db, { building: mall, permissions: [] })).toEqual([]);
  });

  it('issue 18: the platform audience is the enabled platform admins only', async () => {
    const disabledPlatform = await createAdmin(app, 'disabled-platform-18@demo.local', { adminType: 'PLATFORM_ADMINISTRATOR', enabled: false });
    const audience = await recipients(app.db, { platform: true });
    expect(audience).toContain(ids.platform);
    expect(audience).not.toContain(disabledPlatform);
    expect(audience).not.toContain(ids.company);
  });

  it('issue 18: the same dedupe key twice raises one message per admin; a new key raises another', async () => {
    const audience = { building: mall, permissions: ['VIEW_BEACON_LIST'] };
    const before = (await messagesOf(ids.company)).length;
    expect(await notify(app.db, audience, notice({ dedupeKey: 'test-18:a', link: '/beacon/beacon-list' }))).toBe(2);
    expect(await notify(app.db, audience, notice({ dedupeKey: 'test-18:a' }))).toBe(0);
    const mine = await messagesOf(ids.company);
    expect(mine.length).toBe(before + 1);
    expect(mine.at(-1)).toMatchObject({ link: '/beacon/beacon-list', buildingId: mall, dedupeKey: 'test-18:a' });
    expect(await notify(app.db, audience, notice({ dedupeKey: 'test-18:b' }))).toBe(2);
    // Without a key every call raises a new one.
    expect(await notify(app.db, audience, notice())).toBe(2);
    expect(await notify(app.db, audience, notice())).toBe(2);
    expect((await messagesOf(ids.business)).length).toBe((await messagesOf(ids.company)).length);
  });

  it('issue 18: `except` leaves out the admin whose own act it reports', async () => {
    const audience = { building: mall, permissions: ['VIEW_BEACON_LIST'] };
    const [company, business] = [(await messagesOf(ids.company)).length, (await messagesOf(ids.business)).length];
    expect(await notify(app.db, audience, notice({ except: ids.company }))).toBe(1);
    expect((await messagesOf(ids.company)).length).toBe(company);
    expect((await messagesOf(ids.business)).length).toBe(business + 1);
  });
});
