import { canUsePage, canUseResource, type AccessSubject } from '../navigation/access';
import { pageOfView } from '../navigation/pages';
import type { ResourceAction, ResourceDeclaration, ViewKind } from '../../resources/types';
import type { UserPermission } from '../session/types';

export type { AccessSubject } from '../navigation/access';

/** Codes held on the selected building; with none selected, the union over all buildings. */
export const permissionsFor = (userPermissions: readonly UserPermission[] | null, buildingId: number | null): string[] => {
  const entries = (userPermissions ?? []).filter((entry) => buildingId === null || entry.mapId === buildingId);
  return [...new Set(entries.flatMap((entry) => entry.permissions))];
};

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
