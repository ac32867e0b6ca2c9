import { visibleMenu, menuLinks, type MenuNode } from '../../../src/shell/navigation/menu';
import type { ResourceDeclaration } from '../../../src/resources/types';
import { ALL_CODES, FLOOR_OPERATOR } from './fixtures';

const Icon = () => null;
const resource = (name: string, pages: ResourceDeclaration['pages'], section: Partial<ResourceDeclaration['section']> = {}): ResourceDeclaration => ({
  name,
  order: 10,
  area: 'location',
  section: { title: `s.${name}`, ...section },
  icon: Icon,
  api: {},
  pages,
});

/** A compact picture of a menu: links as their path, sections as `title: [paths]`. */
const shape = (menu: MenuNode[]) => menu.map((node) => (node.kind === 'link' ? node.path : { [node.title]: node.children.map((c) => c.path) }));

describe('spec §6 route visibility rules (visibleMenu)', () => {
  const open = resource('open', [
    { name: 'a', path: '/open/a', title: 'a' },
    { name: 'b', path: '/open/b', title: 'b', permissions: ['X', 'Y'] },
  ]);

  it('spec §6: a route with no permission list is always shown', () => {
    expect(shape(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', [], [open]))).toEqual(['/open/a']);
  });

  it('spec §6: a route with a list shows if the user holds at least one listed code', () => {
    expect(shape(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', ['Y'], [open]))).toEqual([{ 's.open': ['/open/a', '/open/b'] }]);
  });

  it('spec §6: children are filtered the same way (a section needing codes hides all its children)', () => {
    const guarded = resource(
      'guarded',
      [
        { name: 'a', path: '/g/a', title: 'a' },
        { name: 'b', path: '/g/b', title: 'b' },
      ],
      { permissions: ['Z'] },
    );
    expect(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', ['X'], [guarded])).toEqual([]);
    expect(shape(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', ['Z'], [guarded]))).toEqual([{ 's.guarded': ['/g/a', '/g/b'] }]);
  });

  it('spec §2: hidden routes never show, even with every permission', () => {
    const withHidden = resource('h', [
      { name: 'a', path: '/h/a', title: 'a' },
      { name: 'e', path: '/h/e/:id', title: 'e', hidden: true },
    ]);
    expect(shape(visibleMenu('location', 'PLATFORM_ADMINISTRATOR', ['X'], [withHidden]))).toEqual(['/h/a']);
  });

  it('spec §2: a section with one visible child shows as that child; with none it disappears', () => {
    expect(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', [], [open])[0]).toMatchObject({ kind: 'link', title: 'a' });
    const none = resource('none', [{ name: 'a', path: '/n/a', title: 'a', permissions: ['Q'] }]);
    expect(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', [], [none])).toEqual([]);
  });

  it('spec §6: only the resources of the requested area', () => {
    expect(visibleMenu('statistics', 'PLATFORM_ADMINISTRATOR', ['X'], [open])).toEqual([]);
  });
});

describe('spec §2 sidebars of the registry per admin type', () => {
  it('spec §2 location area with every code (platform and company administrators)', () => {
    expect(shape(visibleMenu('location', 'PLATFORM_ADMINISTRATOR', ALL_CODES))).toEqual([
      // Issue 5: building management (EDIT_BUILDING / ADD_BUILDING) joins the preview in the building section.
      { 'app.navigation.sections.building': ['/building/building-view', '/building'] },
      { 'app.navigation.sections.region': ['/region', '/region/poi-edit'] },
      '/road/road-status',
      { 'app.navigation.sections.beacon': ['/beacon/beacon-distribution', '/beacon'] },
      { 'app.navigation.sections.qrcode': ['/qrcode', '/qrcode/create'] },
      '/source',
      // Issue 18: 推送管理 (list and composer; edit and detail are hidden).
      { 'app.navigation.sections.push': ['/push', '/push/create'] },
      // Issue 18: 用户反馈, the last of the location resources (after the pushes).
      '/feedback/feedback-list',
    ]);
  });

  it('spec §2 statistics area with every code', () => {
    expect(shape(visibleMenu('statistics', 'COMPANY_ADMINISTRATOR', ALL_CODES))).toEqual([
      { 'app.navigation.sections.statistics-application': ['/statistics/application/user-tendency', '/statistics/application/activity-count'] },
      // Issue 15: 定位功能 (VIEW_LOCATION_FUNCTION, no page in spec §2) joins the location statistics section.
      {
        'app.navigation.sections.statistics-location': [
          '/statistics/location/track-list',
          '/statistics/location/activity-status',
          '/statistics/location/location-quality',
        ],
      },
      '/statistics/heat-map',
      '/statistics/poi',
      '/statistics/qrcode',
      '/statistics/user-attribute',
      '/statistics/user-activation',
      {
        'app.navigation.sections.statistics-terminal': ['/statistics/terminal/brand-model', '/statistics/terminal/system', '/statistics/terminal/network'],
      },
      '/statistics/owner-service',
    ]);
  });

  it('spec §6 business administrator with the demo role on the mall', () => {
    expect(shape(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', FLOOR_OPERATOR))).toEqual([
      '/building/building-view',
      { 'app.navigation.sections.region': ['/region', '/region/poi-edit'] },
      '/beacon',
      '/qrcode',
    ]);
    expect(shape(visibleMenu('statistics', 'BUSINESS_ADMINISTRATOR', FLOOR_OPERATOR))).toEqual(['/statistics/application/user-tendency']);
  });

  it('spec §6 business administrator on a building where it holds nothing: only the unlisted region list', () => {
    expect(shape(visibleMenu('location', 'BUSINESS_ADMINISTRATOR', []))).toEqual(['/region']);
    expect(visibleMenu('statistics', 'BUSINESS_ADMINISTRATOR', [])).toEqual([]);
  });

  it('spec §6 user management: platform and company administrators, not business ones', () => {
    const expected = [{ 'app.navigation.sections.admin': ['/admin', '/admin/create'] }, { 'app.navigation.sections.role': ['/role', '/role/create'] }];
    expect(shape(visibleMenu('user', 'PLATFORM_ADMINISTRATOR', []))).toEqual(expected);
    expect(shape(visibleMenu('user', 'COMPANY_ADMINISTRATOR', []))).toEqual(expected);
    expect(visibleMenu('user', 'BUSINESS_ADMINISTRATOR', ALL_CODES)).toEqual([]);
  });

  it('spec §6 platform management: platform administrators only', () => {
    expect(shape(visibleMenu('platform', 'PLATFORM_ADMINISTRATOR', []))).toEqual([
      '/company',
      '/location-app',
      '/app-group',
      { 'app.navigation.sections.wxapp': ['/wxapp', '/wxapp/open-list', '/wxapp/create'] },
      { 'app.navigation.sections.aliapp': ['/aliapp', '/aliapp/create'] },
      '/map',
      '/user',
      '/stat',
    ]);
    expect(visibleMenu('platform', 'COMPANY_ADMINISTRATOR', ALL_CODES)).toEqual([]);
    expect(visibleMenu('platform', 'BUSINESS_ADMINISTRATOR', ALL_CODES)).toEqual([]);
  });

  it('spec §2 help: its route list is not shown', () => {
    expect(visibleMenu('help', 'PLATFORM_ADMINISTRATOR', ALL_CODES)).toEqual([]);
  });

  it('every menu link is a concrete path (no route parameters)', () => {
    for (const area of ['location', 'statistics', 'user', 'platform'] as const) {
      for (const link of menuLinks(visibleMenu(area, 'PLATFORM_ADMINISTRATOR', ALL_CODES))) expect(link.path).not.toContain(':');
    }
  });
});
