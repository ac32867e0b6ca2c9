import { AREA_INDEX, DEFAULT_AREA, DEFAULT_LANDING, visibleAreas } from '../../../src/shell/areas';
import { landingPath } from '../../../src/shell/navigation/landing';
import { getCurrentArea, reloadCurrentArea, setCurrentArea } from '../../../src/shell/navigation/currentArea';
import { ALL_CODES, FLOOR_OPERATOR } from './fixtures';

describe('spec §1/§6 areas of the top navigation', () => {
  it('spec §1: the index values of the four areas (application management has two entries)', () => {
    expect(AREA_INDEX).toEqual({ location: '/location', statistics: '/statistics', user: '/user', platform: '/platform', help: '/help' });
  });

  it('spec §6: a platform administrator sees every area', () => {
    expect(visibleAreas('PLATFORM_ADMINISTRATOR')).toEqual(['location', 'statistics', 'user', 'platform', 'help']);
  });

  it('spec §6: a company administrator sees user management but not platform management', () => {
    expect(visibleAreas('COMPANY_ADMINISTRATOR')).toEqual(['location', 'statistics', 'user', 'help']);
  });

  it('spec §6: a business administrator sees neither user nor platform management', () => {
    expect(visibleAreas('BUSINESS_ADMINISTRATOR')).toEqual(['location', 'statistics', 'help']);
  });
});

describe('spec §2 landing rules', () => {
  it('spec §2: location lands on its first permitted route (the default landing for a full role)', () => {
    expect(landingPath('location', 'PLATFORM_ADMINISTRATOR', ALL_CODES)).toBe(DEFAULT_LANDING);
    expect(DEFAULT_LANDING).toBe('/building/building-view');
    expect(landingPath('location', 'BUSINESS_ADMINISTRATOR', ['EDIT_SOURCE'])).toBe('/region');
  });

  it('spec §2: statistics lands on its first permitted route, or /nothing', () => {
    expect(landingPath('statistics', 'COMPANY_ADMINISTRATOR', ALL_CODES)).toBe('/statistics/application/user-tendency');
    expect(landingPath('statistics', 'BUSINESS_ADMINISTRATOR', ['VIEW_HOT_SPOT'])).toBe('/statistics/heat-map');
    expect(landingPath('statistics', 'BUSINESS_ADMINISTRATOR', FLOOR_OPERATOR)).toBe('/statistics/application/user-tendency');
    expect(landingPath('statistics', 'BUSINESS_ADMINISTRATOR', [])).toBe('/nothing');
  });

  it('spec §2: user management lands on the role list, platform on the company list, help on its document', () => {
    expect(landingPath('user', 'COMPANY_ADMINISTRATOR', [])).toBe('/role/role-list');
    expect(landingPath('platform', 'PLATFORM_ADMINISTRATOR', [])).toBe('/company/company-list');
    expect(landingPath('help', 'BUSINESS_ADMINISTRATOR', [])).toBe('/document/document');
  });
});

describe('spec §4 the chosen area is persisted', () => {
  it('spec §2: the initial area defaults to location', () => {
    reloadCurrentArea();
    expect(getCurrentArea()).toBe(DEFAULT_AREA);
    expect(DEFAULT_AREA).toBe('location');
  });

  it('spec §4: a chosen area is stored and restored', () => {
    setCurrentArea('statistics');
    expect(window.localStorage.getItem('area')).toBe('"statistics"');
    reloadCurrentArea();
    expect(getCurrentArea()).toBe('statistics');
  });

  it('issue 3 bad input: a corrupt or foreign stored area falls back to location', () => {
    window.localStorage.setItem('area', '{not json');
    reloadCurrentArea();
    expect(getCurrentArea()).toBe('location');
    window.localStorage.setItem('area', '"admin-panel"');
    reloadCurrentArea();
    expect(getCurrentArea()).toBe('location');
    expect(window.localStorage.getItem('area')).toBeNull();
  });
});
