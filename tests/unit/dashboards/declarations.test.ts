import { isValidElement, Suspense, type ReactElement } from 'react';
import statisticsApplication from '../../../src/resources/statistics-application';
import statisticsOwnerService from '../../../src/resources/statistics-owner-service';
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
