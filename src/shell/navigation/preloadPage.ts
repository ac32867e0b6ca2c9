import { isValidElement, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { resources } from '../../resources';
import { SHELL_PAGES } from '../pages';
import { pagePath } from './pages';

const preloadable = (view: unknown): view is { preload: () => Promise<unknown> } =>
  typeof view === 'function' && typeof (view as { preload?: unknown }).preload === 'function';

/** The lazy view an element shows: the element's own component, or that of its only child (a page in its own Suspense). */
const viewOf = (element: ReactElement | undefined): unknown => {
  if (!element || preloadable(element.type)) return element?.type;
  const { children } = element.props as { children?: unknown };
  return isValidElement(children) ? viewOf(children) : undefined;
};

/** Every page's path pattern and component: the registry's views and custom pages, and the shell's pages. */
const pages = (): Array<[string, unknown]> => [
  ...resources.flatMap((resource) =>
    resource.pages.map((page): [string, unknown] => [pagePath(resource, page), page.view ? resource[page.view] : viewOf(page.element)]),
  ),
  ...SHELL_PAGES.map((page): [string, unknown] => [page.path, page.component]),
];

/**
 * Issue 19: the page at this address starts downloading while the console starts (the session's calls), not once
 * they are done; loaded by the time it mounts, it renders at once (lazyView).
 */
export function preloadPageAt(pathname: string): void {
  for (const [path, view] of pages()) {
    if (matchPath({ path, end: true }, pathname) && preloadable(view)) void view.preload().catch(() => undefined);
  }
}
