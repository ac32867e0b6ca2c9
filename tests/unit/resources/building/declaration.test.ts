import { landingPath } from '../../../../src/shell/navigation/landing';
import { canUsePage } from '../../../../src/shell/access';
import { findRouteEntry } from '../../../../src/shell/navigation/routeTable';
import building from '../../../../src/resources/building';

const page = (name: string) => building.pages.find((p) => p.name === name)!;
const business = (permissions: string[]) => ({ adminType: 'BUSINESS_ADMINISTRATOR' as const, permissions });

describe('issue 5 building management in the registry', () => {
  it('spec §2: building-view stays the landing page; the list is /building, add and edit are hidden views', () => {
    expect(landingPath('location', 'PLATFORM_ADMINISTRATOR', ['VIEW_BUILDING', 'EDIT_BUILDING', 'ADD_BUILDING'])).toBe('/building/building-view');
    expect(findRouteEntry('/building')?.page.name).toBe('building-list');
    expect(findRouteEntry('/building/create')?.page.name).toBe('building-add');
    expect(findRouteEntry('/building/5')?.page.name).toBe('building-edit');
    expect(findRouteEntry('/building/building-view')?.page.name).toBe('building-view');
  });

  it('issue 5: the list needs EDIT_BUILDING or ADD_BUILDING; viewing alone is not managing', () => {
    expect(canUsePage(business(['VIEW_BUILDING']), building, page('building-list'))).toBe(false);
    expect(canUsePage(business(['EDIT_BUILDING']), building, page('building-list'))).toBe(true);
    expect(canUsePage(business(['VIEW_BUILDING', 'ADD_BUILDING']), building, page('building-list'))).toBe(true);
    expect(canUsePage(business(['VIEW_BUILDING', 'ADD_BUILDING']), building, page('building-edit'))).toBe(false);
  });
});
