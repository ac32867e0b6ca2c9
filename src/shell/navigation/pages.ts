import type { PageDeclaration, ResourceDeclaration, ViewKind } from '../../resources/types';

const VIEW_KINDS: readonly ViewKind[] = ['list', 'create', 'edit', 'show'];

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
