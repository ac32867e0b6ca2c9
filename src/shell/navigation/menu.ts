import type { ComponentType } from 'react';
import { resources as registry } from '../../resources';
import type { Area, ResourceDeclaration } from '../../resources/types';
import type { AdminType } from '../session/types';
import { canUsePage, canUseResource, type AccessSubject } from '../access';
import { pagePath } from './pages';

export interface MenuLink {
  kind: 'link';
  key: string;
  path: string;
  title: string;
  icon: ComponentType;
}

export interface MenuSection {
  kind: 'section';
  key: string;
  title: string;
  icon: ComponentType;
  children: MenuLink[];
}

export type MenuNode = MenuLink | MenuSection;

/**
 * Spec §6 route visibility for one area's sidebar: no list always shows, a list needs one held code,
 * children filter the same way, hidden routes never show, a section with one visible child shows as
 * that child, and a section with none disappears.
 */
export const visibleMenu = (
  area: Area,
  adminType: AdminType | null,
  permissions: readonly string[],
  declarations: readonly ResourceDeclaration[] = registry,
): MenuNode[] => {
  const subject: AccessSubject = { adminType, permissions };
  return declarations
    .filter((resource) => resource.area === area && canUseResource(subject, resource))
    .flatMap((resource): MenuNode[] => {
      const children: MenuLink[] = resource.pages
        .filter((page) => !page.hidden && canUsePage(subject, resource, page))
        .map((page) => ({ kind: 'link', key: `${resource.name}/${page.name}`, path: pagePath(resource, page), title: page.title, icon: resource.icon }));
      if (children.length <= 1) return children;
      return [{ kind: 'section', key: resource.name, title: resource.section.title, icon: resource.icon, children }];
    });
};

/** The menu's links in order (sections opened). */
export const menuLinks = (menu: readonly MenuNode[]): MenuLink[] => menu.flatMap((node) => (node.kind === 'link' ? [node] : node.children));
