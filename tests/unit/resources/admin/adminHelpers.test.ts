import { auditChanges } from '../../../../src/resources/admin/auditDiff';
import { adminPayload } from '../../../../src/resources/admin/payload';
import { meetsPasswordPolicy } from '../../../../src/resources/admin/validators';
import { anAdmin } from '../../sessionFixtures';

const company = anAdmin({ id: 2, email: 'company@demo.local', adminType: 'COMPANY_ADMINISTRATOR', companyId: 1 });
const platform = anAdmin({ id: 1, email: 'platform@demo.local', adminType: 'PLATFORM_ADMINISTRATOR', companyId: null });

describe('issue 4 admin form helpers', () => {
  it('issue 4 password policy: at least 8 characters with a letter and a digit', () => {
    expect(meetsPasswordPolicy('abcd1234')).toBe(true);
    expect(meetsPasswordPolicy('abc1234')).toBe(false);
    expect(meetsPasswordPolicy('abcdefgh')).toBe(false);
    expect(meetsPasswordPolicy('12345678')).toBe(false);
  });

  it('spec §6: a company admin always saves into its own company; a platform admin has none', () => {
    const form = { email: ' a@b.cn ', name: 'A', adminType: 'BUSINESS_ADMINISTRATOR' as const, companyId: 9, password: 'abcd1234' };
    expect(adminPayload(form, company)).toEqual({
      email: 'a@b.cn',
      name: 'A',
      adminType: 'BUSINESS_ADMINISTRATOR',
      companyId: 1,
      enabled: true,
      password: 'abcd1234',
    });
    expect(adminPayload(form, platform).companyId).toBe(9);
    expect(adminPayload({ ...form, adminType: 'PLATFORM_ADMINISTRATOR' }, platform).companyId).toBeNull();
  });

  it('issue 4: on edit, disabled inputs keep the record (own type, enabled) and an empty password is left out', () => {
    const previous = { id: 2, adminType: 'COMPANY_ADMINISTRATOR' as const, enabled: true };
    expect(adminPayload({ email: 'company@demo.local', name: 'C', password: '' }, company, previous)).toEqual({
      id: 2,
      email: 'company@demo.local',
      name: 'C',
      adminType: 'COMPANY_ADMINISTRATOR',
      companyId: 1,
      enabled: true,
    });
  });

  it('issue 4 audit: an update lists only changed fields; a grant lists the role and building', () => {
    expect(auditChanges({ id: 1, name: 'a', enabled: true }, { id: 1, name: 'b', enabled: true })).toEqual([{ field: 'name', before: 'a', after: 'b' }]);
    expect(auditChanges(null, { id: 4, adminId: 7, roleId: 3, roleName: '楼层运营', buildingId: null, buildingName: null })).toEqual([
      { field: 'roleName', before: undefined, after: '楼层运营' },
      { field: 'buildingName', before: undefined, after: null },
    ]);
  });
});
