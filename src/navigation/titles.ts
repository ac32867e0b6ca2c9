import { isValidElement } from 'react';
import { matchPath } from 'react-router-dom';
import { shellLayoutRoutes } from '../shell/routes';
import { findRouteEntry } from './routeTable';

export { isLegacyPath } from './routeTable';

/** Titles of the layout pages outside the registry; a shell route's `handle.title` takes precedence. */
const FIXED_TITLES: Record<string, string> = {
  '/application': 'app.application.title',
  '/account': 'app.pages.account',
  '/about': 'app.pages.about',
  '/message': 'app.pages.message',
  '/nothing': 'app.navigation.pages.nothing',
  '/document/document': 'app.navigation.pages.document',
};

interface ShellRouteProps {
  path?: string;
  handle?: { title?: unknown };
}

const shellTitles = (): [string, string][] =>
  shellLayoutRoutes.flatMap((route) => {
    if (!isValidElement<ShellRouteProps>(route)) return [];
    const { path, handle } = route.props;
    return path && typeof handle?.title === 'string' ? [[path, handle.title]] : [];
  });

/** The message key of a path's title (route meta, spec §2), or undefined for an unknown path. */
export const titleForPath = (pathname: string): string | undefined => {
  const entry = findRouteEntry(pathname);
  if (entry) return entry.page.title;
  const shell = shellTitles().find(([path]) => matchPath(path, pathname));
  return shell?.[1] ?? Object.entries(FIXED_TITLES).find(([path]) => matchPath(path, pathname))?.[1];
};
