import { lazy, type ComponentType } from 'react';

/**
 * A resource view or custom page loaded when first shown, as a chunk of its own: the login page and
 * the other areas never download it (the layout's Suspense shows the loading state meanwhile).
 */
export const lazyView = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as ComponentType;
