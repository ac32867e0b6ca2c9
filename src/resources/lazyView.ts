import { lazy, type ComponentType } from 'react';

/**
 * A component loaded when first shown, as a chunk of its own: a resource view, a custom or shell
 * page, or the map (MapLibre); the login page and the other areas never download it. The nearest
 * Suspense (the layout's, or the page's own) shows the loading state meanwhile.
 */
export const lazyView = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> =>
  lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
