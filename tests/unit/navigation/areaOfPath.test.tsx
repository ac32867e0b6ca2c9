import { screen } from '@testing-library/react';
import { AREAS } from '../../../src/shell/areas';
import { landingPath } from '../../../src/shell/navigation/landing';
import { AreaNav } from '../../../src/shell/layout/AreaNav';
import { areaOfPath } from '../../../src/shell/navigation/areaOfPath';
import { getCurrentArea, reloadCurrentArea, setCurrentArea } from '../../../src/shell/navigation/currentArea';
import { useAreaFollowsPath } from '../../../src/shell/navigation/useAreaFollowsPath';
import { updateSession } from '../../../src/shell/session/sessionStore';
import { renderAt } from '../render';
import { adminOf } from './fixtures';

describe('issue 10: the area follows the path', () => {
  it('spec §2: a registry page belongs to its resource’s area, a legacy path too', () => {
    expect(areaOfPath('/building/building-view')).toBe('location');
    expect(areaOfPath('/statistics/application/user-tendency')).toBe('statistics');
    expect(areaOfPath('/role/role-user/3')).toBe('user');
    expect(areaOfPath('/company/company-list')).toBe('platform');
    expect(areaOfPath('/location-app/list')).toBe('platform');
  });

  it('spec §2 help: /document/document, the help area’s only page, belongs to help', () => {
    expect(areaOfPath('/document/document')).toBe('help');
  });

  it('every area’s landing page belongs to that area', () => {
    for (const area of AREAS) {
      const landing = landingPath(area, 'PLATFORM_ADMINISTRATOR', []);
      if (landing !== '/nothing') expect(areaOfPath(landing)).toBe(area);
    }
  });

  it('pages of every area (and unknown paths) belong to none', () => {
    for (const path of ['/account', '/about', '/message', '/nothing', '/application', '/no-such-page']) expect(areaOfPath(path)).toBeNull();
  });
});

const Probe = () => {
  useAreaFollowsPath();
  return <AreaNav />;
};

describe('issue 10: opening /document/document by its address (or reloading it) selects help', () => {
  beforeEach(() => updateSession({ admin: adminOf('PLATFORM_ADMINISTRATOR'), userPermissions: [], allPermissions: [], buildingId: null }));

  it('the stored platform area gives way to help, which the top navigation highlights and stores', async () => {
    setCurrentArea('platform');
    renderAt(<Probe />, { path: '/document/document' });
    expect(await screen.findByTestId('area-nav-help')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('area-nav-platform')).not.toHaveAttribute('aria-current');
    reloadCurrentArea();
    expect(getCurrentArea()).toBe('help');
  });

  it('a page of every area keeps the area the user was in', () => {
    setCurrentArea('user');
    renderAt(<Probe />, { path: '/account' });
    expect(getCurrentArea()).toBe('user');
  });
});
