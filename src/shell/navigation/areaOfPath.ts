import type { Area } from '../areas';
import { shellPageAt } from '../pages';
import { findRouteEntry } from './routeTable';

/**
 * The one area a path belongs to (spec §2: each area has its own routes): a registry page's area, or
 * a shell page's (/document/document: help). Pages of every area (/account, /message, /nothing,
 * /application) belong to none and leave the current area as it is.
 */
export const areaOfPath = (pathname: string): Area | null => findRouteEntry(pathname)?.resource.area ?? shellPageAt(pathname)?.area ?? null;
