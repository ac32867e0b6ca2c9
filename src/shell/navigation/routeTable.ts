import { matchRoutes } from 'react-router-dom';
import { resources } from '../../resources';
import type { PageDeclaration, ResourceDeclaration } from '../../resources/types';
import { pagePath } from './pages';
import { allPages } from './pages';

export interface RouteEntry {
  resource: ResourceDeclaration;
  page: PageDeclaration;
  /** Canonical path pattern. */
  path: string;
}

/** Every page of the registry (and every view) with its canonical path. */
const routeEntries = (declarations: readonly ResourceDeclaration[] = resources): RouteEntry[] =>
  declarations.flatMap((resource) => allPages(resource).map((page) => ({ resource, page, path: pagePath(resource, page) })));

const entries = routeEntries();
/** Canonical paths and the spec's legacy paths (which open the same page once redirected). */
const patterns = entries.flatMap((entry, index) =>
  [entry.path, ...(entry.page.legacy ?? [])].map((path) => ({ path, id: String(index), legacy: path !== entry.path })),
);

const match = (pathname: string) => matchRoutes(patterns, pathname)?.[0];

/** The registry page a pathname opens, ranked as react-router ranks routes (static segments first). */
export const findRouteEntry = (pathname: string): RouteEntry | undefined => {
  const found = match(pathname);
  return found ? entries[Number(found.route.id)] : undefined;
};

/** True for a spec path that only redirects to its canonical page (the tags view need not keep it). */
export const isLegacyPath = (pathname: string): boolean => match(pathname)?.route.legacy === true;
