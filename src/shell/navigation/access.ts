import type { PageDeclaration, ResourceDeclaration, ViewKind } from '../../resources/types';
import type { AdminType } from '../session/types';
import { areaVisibleTo } from './areaRules';

export interface AccessSubject {
  adminType: AdminType | null;
  /** Codes the user holds on the selected building (spec §6, DESIGN.md §5). */
  permissions: readonly string[];
}

/** Spec §6: no permission list means allowed; a list needs at least one held code. */
export const holdsAny = (needed: readonly string[] | undefined, held: readonly string[]): boolean =>
  !needed || needed.length === 0 || needed.some((code) => held.includes(code));

const VIEW_SUFFIX: Record<ViewKind, string> = { list: '', create: '/create', edit: '/:id', show: '/:id/show' };

/** The canonical path pattern of a page: react-admin's for a view, the declared one otherwise. */
export const pagePath = (resource: ResourceDeclaration, page: PageDeclaration): string =>
  page.view ? `/${resource.name}${VIEW_SUFFIX[page.view]}` : (page.path ?? `/${resource.name}/${page.name}`);

/** The area (by admin type), the resource's own admin types and its section's codes. */
export const canUseResource = (subject: AccessSubject, resource: ResourceDeclaration): boolean =>
  areaVisibleTo(resource.area, subject.adminType) &&
  (!resource.adminTypes || (subject.adminType !== null && resource.adminTypes.includes(subject.adminType))) &&
  holdsAny(resource.section.permissions, subject.permissions);

/** A page is usable when its resource is and the user holds one of its codes (hidden or not). */
export const canUsePage = (subject: AccessSubject, resource: ResourceDeclaration, page: PageDeclaration): boolean =>
  canUseResource(subject, resource) && holdsAny(page.permissions, subject.permissions);
