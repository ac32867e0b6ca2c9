import type { PageDeclaration, ResourceDeclaration, ViewKind } from '../../resources/types';

const VIEW_KINDS: readonly ViewKind[] = ['list', 'create', 'edit', 'show'];

const VIEW_SUFFIX: Record<ViewKind, string> = { list: '', create: '/create', edit: '/:id', show: '/:id/show' };

/** The canonical path pattern of a page: react-admin's for a view, the declared one otherwise. */
export const pagePath = (resource: ResourceDeclaration, page: PageDeclaration): string =>
  page.view ? `/${resource.name}${VIEW_SUFFIX[page.view]}` : (page.path ?? `/${resource.name}/${page.name}`);

/** The page a react-admin view serves: its declared page, else a hidden one built from the action's codes. */
export const pageOfView = (resource: ResourceDeclaration, kind: ViewKind): PageDeclaration =>
  resource.pages.find((page) => page.view === kind) ?? {
    name: `${resource.name}-${kind}`,
    view: kind,
    title: resource.section.title,
    permissions: resource.permissions?.[kind],
    hidden: true,
  };

/** Declared pages plus the resource's views no spec page names (e.g. the building list). */
export const allPages = (resource: ResourceDeclaration): PageDeclaration[] => [
  ...resource.pages,
  ...VIEW_KINDS.filter((kind) => resource[kind] && !resource.pages.some((page) => page.view === kind)).map((kind) => pageOfView(resource, kind)),
];
