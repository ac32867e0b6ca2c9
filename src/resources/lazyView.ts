import { createElement, lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type LazyView<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component loaded when first shown, as a chunk of its own: a resource view, a custom or shell
 * page, or the map (MapLibre); the login page and the other areas never download it. The nearest
 * Suspense (the layout's, or the page's own) shows the loading state meanwhile.
 *
 * Issue 19: `preload()` fetches it ahead (the page the console opens on, the map with its page). A view
 * already loaded when it mounts renders at once: React.lazy would suspend on it anyway, and React shows
 * content that replaces a Suspense fallback no sooner than 300 ms after the fallback.
 */
export const lazyView = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyView<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const View = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would remount the page.
    const [Direct] = useState(() => loaded);
    return Direct ? createElement(Direct, props) : createElement(Lazy, props);
  };
  return Object.assign(View, { preload });
};

/**
 * A custom page's element (PageDeclaration.element): the page as a lazyView in a Suspense of its own, showing
 * react-admin's Loading while its chunk downloads. preloadPageAt finds the lazy view as the Suspense's only child.
 */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement =>
  createElement(Suspense, { fallback: createElement(Loading) }, createElement(lazyView(load, name)));
