import { canAccess, permissionsFor } from '../../../src/authProvider/canAccess';
import { resources } from '../../../src/resources';

const business = (permissions: string[]) => ({ adminType: 'BUSINESS_ADMINISTRATOR' as const, permissions });

describe('spec §6: canAccess reads the registry', () => {
  it('spec §6: a listed permission needs at least one held code', () => {
    expect(canAccess(business(['VIEW_BUILDING']), { resource: 'building', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['EDIT_BUILDING']), { resource: 'building', action: 'list' }, resources)).toBe(true);
    expect(canAccess(business(['EDIT_POI']), { resource: 'building', action: 'list' }, resources)).toBe(false);
    expect(canAccess(business(['VIEW_BUILDING']), { resource: 'building', action: 'create' }, resources)).toBe(false);
  });

  it('spec §6: no permission list means always shown; unknown resources are not blocked', () => {
    expect(canAccess(business([]), { resource: 'nothing-declared', action: 'list' }, resources)).toBe(true);
  });

  it('spec §6: platform resources only for platform administrators', () => {
    expect(canAccess(business([]), { resource: 'location-app', action: 'list' }, resources)).toBe(false);
    expect(canAccess({ adminType: 'PLATFORM_ADMINISTRATOR', permissions: [] }, { resource: 'location-app', action: 'list' }, resources)).toBe(true);
  });

  it('DESIGN §5: the effective permissions are those of the selected building', () => {
    const entries = [
      { mapId: 1, permissions: ['VIEW_BUILDING'] },
      { mapId: 2, permissions: ['EDIT_POI'] },
    ];
    expect(permissionsFor(entries, 2)).toEqual(['EDIT_POI']);
    expect(permissionsFor(entries, null).sort()).toEqual(['EDIT_POI', 'VIEW_BUILDING']);
    expect(permissionsFor(null, 1)).toEqual([]);
  });
});
