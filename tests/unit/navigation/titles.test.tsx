import { screen, waitFor } from '@testing-library/react';
import { Breadcrumbs, crumbsForPath } from '../../../src/shell/navigation/Breadcrumbs';
import { isLegacyPath, titleForPath } from '../../../src/shell/navigation/titles';
import { renderAt } from '../render';

describe('spec §2 titles and breadcrumbs from route meta', () => {
  it('spec §2: a page title is its message key, hidden pages and record pages included', () => {
    expect(titleForPath('/building/building-view')).toBe('app.menu.building_view');
    expect(titleForPath('/qrcode')).toBe('app.navigation.pages.qrcode-list');
    expect(titleForPath('/qrcode/create')).toBe('app.navigation.pages.qrcode-add');
    expect(titleForPath('/qrcode/12')).toBe('app.navigation.pages.qrcode-edit');
    expect(titleForPath('/qrcode/qrcode-success')).toBe('app.navigation.pages.qrcode-success');
    expect(titleForPath('/statistics/heat-map')).toBe('app.navigation.pages.heat-map');
    expect(titleForPath('/application')).toBe('app.application.title');
    expect(titleForPath('/no-such-page')).toBeUndefined();
  });

  it('spec §2: a legacy spec path has its page title (not the record page its shape resembles) and is marked as a redirect', () => {
    expect(titleForPath('/qrcode/qrcode-list')).toBe('app.navigation.pages.qrcode-list');
    expect(titleForPath('/company/company-list')).toBe('app.navigation.pages.company-list');
    expect(titleForPath('/location/track-list')).toBe('app.navigation.pages.track-list');
    expect(isLegacyPath('/qrcode/qrcode-list')).toBe(true);
    expect(isLegacyPath('/qrcode')).toBe(false);
    expect(isLegacyPath('/qrcode/12')).toBe(false);
  });

  it('spec §2: breadcrumbs are area > section > page; a single-page section shows the page alone', () => {
    expect(crumbsForPath('/region/poi-edit')).toEqual(['app.navigation.areas.location', 'app.navigation.sections.region', 'app.navigation.pages.poi-edit']);
    expect(crumbsForPath('/statistics/heat-map')).toEqual(['app.navigation.areas.statistics', 'app.navigation.pages.heat-map']);
    // Issue 15: 定位功能 in the location statistics section.
    expect(crumbsForPath('/statistics/location/location-quality')).toEqual([
      'app.navigation.areas.statistics',
      'app.navigation.sections.statistics-location',
      'app.navigation.pages.location-quality',
    ]);
    expect(crumbsForPath('/role/3')).toEqual(['app.navigation.areas.user', 'app.navigation.sections.role', 'app.navigation.pages.role-edit']);
    expect(crumbsForPath('/no-such-page')).toEqual([]);
  });

  it('spec §2: the document title is `<page title> - <product title>`, translated', async () => {
    renderAt(<Breadcrumbs />, { path: '/qrcode/qrcode-success', route: '/qrcode/qrcode-success' });
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('室内定位/二维码管理/二维码生成成功');
    await waitFor(() => expect(document.title).toBe('二维码生成成功 - 室内定位管理平台'));
  });
});
