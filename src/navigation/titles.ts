import { matchPath } from 'react-router-dom';
import { findRouteEntry } from './routeTable';

export { isLegacyPath } from './routeTable';

/** Titles of the layout pages outside the registry. */
const FIXED_TITLES: Record<string, string> = {
  '/application': 'app.application.title',
  '/account': 'app.pages.account',
  '/about': 'app.pages.about',
  '/message': 'app.pages.message',
  '/nothing': 'app.navigation.pages.nothing',
  '/document/document': 'app.navigation.pages.document',
};

/** The message key of a path's title (route meta, spec §2), or undefined for an unknown path. */
export const titleForPath = (pathname: string): string | undefined => {
  const entry = findRouteEntry(pathname);
  if (entry) return entry.page.title;
  return Object.entries(FIXED_TITLES).find(([path]) => matchPath(path, pathname))?.[1];
};
