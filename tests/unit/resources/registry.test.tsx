import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isValidElement } from 'react';
import { render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { pagePath } from '../../../src/shell/navigation/pages';
import { findRouteEntry, isLegacyPath } from '../../../src/shell/navigation/routeTable';
import { resources } from '../../../src/resources';
import { layoutRoutes } from '../../../src/shell/navigation/routes';
import { LocationProbe } from '../render';

/** The layout routes' paths plus the react-admin resource routes (`/<name>/*`) App registers. */
const routePatterns = [
  ...layoutRoutes.flatMap((route) => (isValidElement<{ path?: string }>(route) && route.props.path ? [{ path: route.props.path }] : [])),
  ...resources.filter((r) => r.list || r.create || r.edit || r.show).map((r) => ({ path: `/${r.name}/*` })),
].map((route, index) => ({ ...route, id: String(index) }));

const resolves = (path: string) => (matchRoutes(routePatterns, path) ?? []).length > 0;

/** Every path of spec §2's tables (with `:id` filled in where a page edits one record). */
const SPEC_PATHS = [
  '/building/building-view',
  '/region/region-list',
  '/region/region-view/3',
  '/region/poi-edit',
  '/road/road-status',
  '/beacon/beacon-distribution',
  '/beacon/beacon-list',
  '/qrcode/qrcode-list',
  '/qrcode/qrcode-add',
  '/qrcode/qrcode-edit/3',
  '/qrcode/qrcode-success',
  '/config/source-config',
  '/application/user-tendency',
  '/application/activity-count',
  '/location/track-list',
  '/location/tracking',
  '/location/activity-status',
  '/heat-map',
  '/poi',
  '/qrcode',
  '/user-attribute',
  '/user-activation',
  '/terminal/brand-model',
  '/terminal/system',
  '/terminal/network',
  '/owner-service',
  '/admin/admin-list',
  '/admin/admin-add',
  '/admin/admin-edit/3',
  '/role/role-list',
  '/role/role-add',
  '/role/role-edit/3',
  '/role/role-user/3',
  '/company/company-list',
  '/company/company-add',
  '/company/company-edit/3',
  '/company/company-admins/3',
  '/company/company-buildings/3',
  '/company/company-buildings-add/3',
  '/company/company-buildings-update/3',
  '/location-app/list',
  '/location-app/edit/3',
  '/app-group/list',
  '/wxapp/list',
  '/wxapp/open-list',
  '/wxapp/add',
  '/wxapp/edit/3',
  '/wxapp/group/3',
  '/wxapp/code/3',
  '/wxapp/code-templates',
  '/aliapp/list',
  '/aliapp/add',
  '/aliapp/edit/3',
  '/map/list',
  '/user/list',
  '/stat/list',
  '/building',
  '/region',
  '/road',
  '/beacon',
  '/config',
  '/terminal',
  '/location',
  '/statistics',
  '/user',
  '/platform',
  '/application',
  '/account',
  '/about',
  '/message',
  '/nothing',
  '/document/document',
];

const isLegacyRoute = (route: unknown) =>
  isValidElement<{ element?: { type?: { name?: string } } }>(route) && route.props.element?.type?.name === 'LegacyRedirect';

/** A stand-in for react-admin's routes of the qrcode resource, which App registers as /qrcode/*. */
const QrcodeEditProbe = () => <p data-testid="view">{`qrcode-edit ${useParams().id}`}</p>;
const QrcodeResourceRoutes = () => (
  <Routes>
    <Route index element={<p data-testid="view">qrcode-list</p>} />
    <Route path="create" element={<p data-testid="view">qrcode-add</p>} />
    <Route path=":id" element={<QrcodeEditProbe />} />
  </Routes>
);

/** What a path under /qrcode opens as App routes it: the layout's legacy redirects beside the QR code resource's routes. */
const openUnderQrcode = (path: string) => {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {layoutRoutes.filter(isLegacyRoute)}
        <Route path="/qrcode/*" element={<QrcodeResourceRoutes />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  const opened = screen.queryByTestId('view')?.textContent ?? screen.getByTestId('location').textContent;
  unmount();
  return opened;
};

const redirectOf = (path: string) => {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {layoutRoutes.filter(isLegacyRoute)}
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  const where = screen.getByTestId('location').textContent;
  unmount();
  return where;
};

describe('spec §2 every path resolves (DESIGN.md §3 legacy paths in the registry)', () => {
  it.each(SPEC_PATHS)('spec §2: %s resolves to a route', (path) => {
    expect(resolves(path)).toBe(true);
  });

  it('issue 3 bad input: an unknown path matches no route, so the layout shows the 404 page', () => {
    expect(resolves('/no-such-page')).toBe(false);
    expect(resolves('/statistics/no-such-page')).toBe(false);
  });

  it('spec §2: the spec paths redirect to the canonical react-admin paths, keeping the record id and query', () => {
    expect(redirectOf('/qrcode/qrcode-list')).toBe('/qrcode');
    expect(redirectOf('/role/role-edit/7?tab=2')).toBe('/role/7?tab=2');
    expect(redirectOf('/company/company-list')).toBe('/company');
    expect(redirectOf('/admin/admin-list')).toBe('/admin');
    expect(redirectOf('/qrcode/qrcode-add')).toBe('/qrcode/create');
    expect(redirectOf('/config/source-config')).toBe('/source');
  });

  it('spec §2: statistics paths that overlap other areas live under /statistics; their spec paths redirect there', () => {
    expect(redirectOf('/location/track-list')).toBe('/statistics/location/track-list');
    expect(redirectOf('/application/user-tendency')).toBe('/statistics/application/user-tendency');
    expect(redirectOf('/heat-map')).toBe('/statistics/heat-map');
  });

  it('the QR code analysis legacy path /qrcode/qrcode-analysis opens it and not a QR code; /qrcode/5 still edits QR code 5', () => {
    // react-router ranks the static segment above the resource's /qrcode/* and its :id.
    expect(matchRoutes(routePatterns, '/qrcode/qrcode-analysis')?.[0]?.route.path).toBe('/qrcode/qrcode-analysis');
    expect(matchRoutes(routePatterns, '/qrcode/5')?.[0]?.route.path).toBe('/qrcode/*');
    expect(openUnderQrcode('/qrcode/qrcode-analysis')).toBe('/statistics/qrcode');
    expect(openUnderQrcode('/qrcode/5')).toBe('qrcode-edit 5');
    expect(openUnderQrcode('/qrcode/create')).toBe('qrcode-add');
    expect(openUnderQrcode('/qrcode')).toBe('qrcode-list');
    // The route table (titles, breadcrumbs, tags, areas) agrees.
    const analysis = findRouteEntry('/qrcode/qrcode-analysis');
    expect([analysis?.resource.name, analysis?.page.name, analysis?.path]).toEqual(['statistics-qrcode', 'qrcode-analysis', '/statistics/qrcode']);
    expect(isLegacyPath('/qrcode/qrcode-analysis')).toBe(true);
    const edit = findRouteEntry('/qrcode/5');
    expect([edit?.resource.name, edit?.page.name, edit?.path]).toEqual(['qrcode', 'qrcode-edit', '/qrcode/:id']);
    expect(isLegacyPath('/qrcode/5')).toBe(false);
  });

  it('DESIGN.md §3: every page has a unique canonical path and every legacy path a unique source', () => {
    const canonical = resources.flatMap((r) => r.pages.map((p) => pagePath(r, p)));
    expect(new Set(canonical).size).toBe(canonical.length);
    const legacy = resources.flatMap((r) => r.pages.flatMap((p) => p.legacy ?? []));
    expect(new Set(legacy).size).toBe(legacy.length);
    for (const from of legacy) expect(canonical).not.toContain(from);
  });

  it('DESIGN.md §3: a view page only on a resource that has that view; a custom page has its element', () => {
    for (const resource of resources) {
      for (const page of resource.pages) {
        if (page.view) expect(resource[page.view], `${resource.name}/${page.name}`).toBeDefined();
        else expect(page.element, `${resource.name}/${page.name}`).toBeDefined();
      }
    }
  });
});

describe('the registry finds its resources by convention (no list)', () => {
  const folders = readdirSync(resolve('src/resources'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name);

  it('every resource folder (shared/ holds pieces, not a resource) is a declaration of its name, each once', () => {
    expect(folders.length).toBeGreaterThan(20);
    expect(resources.map((r) => r.name).sort()).toEqual([...folders].sort());
  });

  it('spec §2: the declarations come in the order they declare, unique, the sidebar order within each area', () => {
    const orders = resources.map((r) => r.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(resources.filter((r) => r.area === 'location').map((r) => r.name)).toEqual([
      'building',
      'region',
      'road',
      'beacon',
      'qrcode',
      'source',
      'push',
      'feedback',
    ]);
  });
});
