import { useEffect } from 'react';
import type { Area, ResourceAction, ResourceDeclaration, PageDeclaration, ViewKind } from '../resources/types';
import { pageOfView } from './navigation/pages';
import { isLoggedIn } from './session/loginStatus';
import type { SessionState } from './session/sessionStore';
import { ensureSession } from './session/startup';
import type { AdminType, UserPermission } from './session/types';
import { useSession } from './session/useSession';

/**
 * Who may see and do what (spec §6), in one place: the top navigation's areas, the sidebar's menu, the route
 * guards, react-admin's canAccess (the buttons' useCanAccess) and the views' own checks all ask `may`, from the
 * session's admin type and the codes held on the selected building.
 */
export interface AccessSubject {
  adminType: AdminType | null;
  /** Codes the user holds on the selected building (spec §6, DESIGN.md §5). */
  permissions: readonly string[];
}

/** What a check is about: an area, admin types, and code lists each of which needs one held code. */
export interface AccessTarget {
  area?: Area;
  /** None means any admin type. */
  adminTypes?: readonly AdminType[];
  /** Every list needs at least one held code; a missing or empty list allows. */
  codes?: ReadonlyArray<readonly string[] | undefined>;
}

/** Spec §6 top-menu visibility: user management for platform and company admins, platform for platform admins. */
const AREA_ADMIN_TYPES: Partial<Record<Area, readonly AdminType[]>> = {
  user: ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR'],
  platform: ['PLATFORM_ADMINISTRATOR'],
};

/** Spec §4 gate: these areas work on the chosen building. */
export const needsBuilding = (area: Area): boolean => area === 'location' || area === 'statistics';

/** Spec §6: no permission list means allowed; a list needs at least one held code. */
const holdsAny = (needed: readonly string[] | undefined, held: readonly string[]): boolean =>
  !needed || needed.length === 0 || needed.some((code) => held.includes(code));

const typeAllowed = (allowed: readonly AdminType[] | undefined, adminType: AdminType | null): boolean =>
  !allowed || (adminType !== null && allowed.includes(adminType));

/** The one rule: may this admin see or do what the target describes. */
const may = (subject: AccessSubject, { area, adminTypes, codes = [] }: AccessTarget): boolean =>
  (!area || typeAllowed(AREA_ADMIN_TYPES[area], subject.adminType)) &&
  typeAllowed(adminTypes, subject.adminType) &&
  codes.every((needed) => holdsAny(needed, subject.permissions));

export const areaVisibleTo = (area: Area, adminType: AdminType | null): boolean => may({ adminType, permissions: [] }, { area });

/** The area (by admin type), the resource's own admin types and its section's codes. */
export const canUseResource = (subject: AccessSubject, resource: ResourceDeclaration): boolean =>
  may(subject, { area: resource.area, adminTypes: resource.adminTypes, codes: [resource.section.permissions] });

/** A page is usable when its resource is and the user holds one of its codes (hidden or not). */
export const canUsePage = (subject: AccessSubject, resource: ResourceDeclaration, page: PageDeclaration): boolean =>
  may(subject, { area: resource.area, adminTypes: resource.adminTypes, codes: [resource.section.permissions, page.permissions] });

const VIEWS: readonly string[] = ['list', 'create', 'edit', 'show'];

/**
 * react-admin's canAccess on the registry (spec §6): the area and section rules, then the action's
 * codes, or for a view the codes of the spec page it serves. Unknown resources are not blocked.
 */
export const canAccess = (subject: AccessSubject, request: { resource: string; action: string }, declarations: readonly ResourceDeclaration[]): boolean => {
  const declaration = declarations.find((d) => d.name === request.resource);
  if (!declaration) return true;
  if (!canUseResource(subject, declaration)) return false;
  const own = declaration.permissions?.[request.action as ResourceAction];
  if (own || !VIEWS.includes(request.action)) return canUsePage(subject, declaration, { name: request.action, title: '', permissions: own });
  return canUsePage(subject, declaration, pageOfView(declaration, request.action as ViewKind));
};

/** Codes held on the selected building; with none selected, the union over all buildings. */
export const permissionsFor = (userPermissions: readonly UserPermission[] | null, buildingId: number | null): string[] => {
  const entries = (userPermissions ?? []).filter((entry) => buildingId === null || entry.mapId === buildingId);
  return [...new Set(entries.flatMap((entry) => entry.permissions))];
};

/** Spec §6 subject: the admin type and the codes held on the selected building (null until loaded). */
export const subjectOf = (session: SessionState): AccessSubject | null =>
  session.admin && session.userPermissions
    ? { adminType: session.admin.adminType, permissions: permissionsFor(session.userPermissions, session.buildingId) }
    : null;

/** The current subject; starts the start-up sequence when it has not run yet. */
export const useAccessSubject = (): AccessSubject | null => {
  const session = useSession();
  const subject = subjectOf(session);
  const missing = subject === null;
  useEffect(() => {
    if (missing && isLoggedIn()) ensureSession().catch(() => undefined);
  }, [missing]);
  return subject;
};

/** `may` for the current session (null until it is loaded): what views ask before offering a link or a button. */
export const useAccess = (): ((target: AccessTarget) => boolean) | null => {
  const subject = useAccessSubject();
  return subject ? (target) => may(subject, target) : null;
};
