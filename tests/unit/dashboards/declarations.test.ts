import { isValidElement, Suspense, type ReactElement } from 'react';
import statisticsApplication from '../../../src/resources/statistics-application';
import statisticsHeatMap from '../../../src/resources/statistics-heat-map';
import statisticsOwnerService from '../../../src/resources/statistics-owner-service';
import statisticsPoi from '../../../src/resources/statistics-poi';
import statisticsQrcode from '../../../src/resources/statistics-qrcode';
import statisticsTerminal from '../../../src/resources/statistics-terminal';
import statisticsUserActivation from '../../../src/resources/statistics-user-activation';
import statisticsUserAttribute from '../../../src/resources/statistics-user-attribute';

/** Issue 14: the eight statistics pages keep their spec §2 declarations; only their element changed, to a lazy dashboard. */

const pages = [statisticsApplication, statisticsUserActivation, statisticsUserAttribute, statisticsTerminal, statisticsOwnerService].flatMap((r) => r.pages);

describe('issue 14: the eight statistics pages', () => {
  it('spec §2: names, paths, permissions and legacy paths as declared', () => {
    expect(pages.map((p) => [p.name, p.path, p.permissions, p.legacy])).toEqual([
      ['user-tendency', '/statistics/application/user-tendency', ['VIEW_USER_TENDENCY'], ['/application/user-tendency']],
      ['activity-count', '/statistics/application/activity-count', ['VIEW_ACTIVATION_TENDENCY'], ['/application/activity-count']],
      ['user-activation', '/statistics/user-activation', ['VIEW_ACTIVE_USER'], ['/user-activation']],
      ['user-attribute', '/statistics/user-attribute', ['VIEW_USER_ATTRIBUTE_ANALYSIS'], ['/user-attribute']],
      ['brand-model', '/statistics/terminal/brand-model', ['VIEW_MOBILE_ANALYSIS'], ['/terminal/brand-model']],
      ['system', '/statistics/terminal/system', ['VIEW_OS_ANALYSIS'], ['/terminal/system']],
      ['network', '/statistics/terminal/network', ['VIEW_NET_TYPE_ANALYSIS'], ['/terminal/network']],
      ['owner-service', '/statistics/owner-service', ['VIEW_CAR_SERVICE_ANALYSIS'], ['/owner-service']],
    ]);
  });

  it('each is a lazy chunk behind its own Suspense (recharts never loads with the login page or the lists)', () => {
    for (const page of pages) {
      const element = page.element as ReactElement<{ children: ReactElement }>;
      expect(element.type).toBe(Suspense);
      const child = element.props.children;
      expect(isValidElement(child)).toBe(true);
      // A lazyView: its chunk is fetched when it mounts, or ahead with preload() (issue 19).
      expect(typeof (child.type as { preload?: unknown }).preload).toBe('function');
    }
  });
});

describe('the statistics sections of one page (onePageSection)', () => {
  const sections = [statisticsHeatMap, statisticsPoi, statisticsQrcode, statisticsUserAttribute, statisticsUserActivation, statisticsOwnerService];

  it('spec §2: each keeps its name, area, section title, its page and nothing else', () => {
    expect(sections.map((r) => [r.name, r.area, r.section, r.pages.length, r.list, r.api])).toEqual([
      ['statistics-heat-map', 'statistics', { title: 'app.navigation.sections.statistics-heat-map' }, 1, undefined, undefined],
      ['statistics-poi', 'statistics', { title: 'app.navigation.sections.statistics-poi' }, 1, undefined, undefined],
      ['statistics-qrcode', 'statistics', { title: 'app.navigation.sections.statistics-qrcode' }, 1, undefined, undefined],
      ['statistics-user-attribute', 'statistics', { title: 'app.navigation.sections.statistics-user-attribute' }, 1, undefined, undefined],
      ['statistics-user-activation', 'statistics', { title: 'app.navigation.sections.statistics-user-activation' }, 1, undefined, undefined],
      ['statistics-owner-service', 'statistics', { title: 'app.navigation.sections.statistics-owner-service' }, 1, undefined, undefined],
    ]);
  });

  it('spec §2: the page keeps its name, path, title, permissions and legacy paths', () => {
    expect(sections.map((r) => r.pages.map(({ element: _element, ...page }) => page)[0])).toEqual([
      {
        name: 'heat-map',
        path: '/statistics/heat-map',
        title: 'app.navigation.pages.heat-map',
        permissions: ['VIEW_HOT_SPOT'],
        legacy: ['/heat-map'],
      },
      {
        name: 'poi-analysis',
        path: '/statistics/poi',
        title: 'app.navigation.pages.poi-analysis',
        permissions: ['VIEW_POI_ANALYSIS'],
        legacy: ['/poi'],
      },
      {
        name: 'qrcode-analysis',
        path: '/statistics/qrcode',
        title: 'app.navigation.pages.qrcode-analysis',
        permissions: ['VIEW_QRCODE_ANALYSIS'],
        // Not the bare /qrcode: that is the location area's QR code list.
        legacy: ['/qrcode/qrcode-analysis'],
      },
      {
        name: 'user-attribute',
        path: '/statistics/user-attribute',
        title: 'app.navigation.pages.user-attribute',
        permissions: ['VIEW_USER_ATTRIBUTE_ANALYSIS'],
        legacy: ['/user-attribute'],
      },
      {
        name: 'user-activation',
        path: '/statistics/user-activation',
        title: 'app.navigation.pages.user-activation',
        permissions: ['VIEW_ACTIVE_USER'],
        legacy: ['/user-activation'],
      },
      {
        name: 'owner-service',
        path: '/statistics/owner-service',
        title: 'app.navigation.pages.owner-service',
        permissions: ['VIEW_CAR_SERVICE_ANALYSIS'],
        legacy: ['/owner-service'],
      },
    ]);
  });

  it('each page is a lazy chunk behind its own Suspense', () => {
    for (const page of sections.flatMap((r) => r.pages)) {
      const element = page.element as ReactElement<{ children: ReactElement }>;
      expect(element.type).toBe(Suspense);
      expect(typeof (element.props.children.type as { preload?: unknown }).preload).toBe('function');
    }
  });
});
