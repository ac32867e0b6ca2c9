import { canAccess, permissionsFor } from '../../../src/shell/access';
import { resources } from '../../../src/resources';

const business = (permissions: string[]) => ({ adminType: 'BUSINESS_ADMINISTRATOR' as const, permissions });
const company = (permissions: string[]) => ({ adminType: 'COMPANY_ADMINISTRATOR' as const, permissions });

describe('spec §6: canAccess reads the registry', () => {
  it('spec §6: a listed permission needs at least one held code', () => {
    expect(canAccess(business(['VIEW_BUILDING']), { resource: 'building', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['EDIT_BUILDING']), { resource: 'building', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['EDIT_POI']), { resource: 'building', action: 'list' }, resources)).toBe(false);
    expect(canAccess(business(['VIEW_BUILDING']), { resource: 'building', action: 'create' }, resources)).toBe(false);
  });

  it('spec §2: a view serving a spec page needs that page codes (qrcode-list VIEW_QR_CODE, qrcode-add ADD_QR_CODE)', () => {
    expect(canAccess(business(['VIEW_QR_CODE']), { resource: 'qrcode', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['VIEW_QR_CODE']), { resource: 'qrcode', action: 'create' }, resources)).toBe(false);
    expect(canAccess(business(['ADD_QR_CODE']), { resource: 'qrcode', action: 'create' }, resources)).toBe(true);
    expect(canAccess(business(['VIEW_QR_CODE']), { resource: 'qrcode', action: 'edit' }, resources)).toBe(false);
  });

  it('spec §6: no permission list means always shown; unknown resources are not blocked', () => {
    expect(canAccess(business([]), { resource: 'region', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business([]), { resource: 'nothing-declared', action: 'list' }, resources)).toBe(true);
  });

  it('spec §6: platform resources only for platform administrators', () => {
    expect(canAccess(business([]), { resource: 'location-app', action: 'list' }, resources)).toBe(false);
    expect(canAccess(company([]), { resource: 'company', action: 'list' }, resources)).toBe(false);
    expect(canAccess({ adminType: 'PLATFORM_ADMINISTRATOR', permissions: [] }, { resource: 'location-app', action: 'list' }, resources)).toBe(true);
  });

  it('spec §6: user management resources for platform and company administrators only', () => {
    expect(canAccess(company([]), { resource: 'role', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['VIEW_BUILDING']), { resource: 'role', action: 'list' }, resources)).toBe(false);
  });

  it('DESIGN §5: the effective permissions are those of the selected building', () => {
    const entries = [
      { mapId: 1, permissions: ['VIEW_BUILDING'] },
      { mapId: 2, permissions: ['EDIT_POI'] },
    ];
    expect(permissionsFor(entries, 2)).toEqual(['EDIT_POI']);
    expect(permissionsFor(entries, null).sort()).toEqual(['EDIT_POI', 'VIEW_BUILDING']);
    expect(permissionsFor(null, 1)).toEqual([]);
    expect(permissionsFor(entries, 3)).toEqual([]);
  });
});
