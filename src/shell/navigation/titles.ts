import { shellPageAt } from '../pages';
import { findRouteEntry } from './routeTable';

export { isLegacyPath } from './routeTable';

/** The message key of a path's title (route meta, spec §2), or undefined for an unknown path. */
export const titleForPath = (pathname: string): string | undefined => {
  const entry = findRouteEntry(pathname);
  if (entry) return entry.page.title;
  return shellPageAt(pathname)?.title;
};
