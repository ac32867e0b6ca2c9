import type { PermissionGroup } from '#contract/schemas/entities';
import type { GrantDto, RoleDto } from '#contract/schemas/userManagement';

/** Issue 4 contract: a role of one company with its spec §6 codes. */
export type Role = RoleDto;

/** A grant: role + admin + building; `buildingId` null means every building of the company. */
export type Grant = GrantDto;

/** The spec §6 permission groups in the order the role form shows them (the schema's PERMISSION_GROUPS; the console bundles no server code). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['building', 'poi-road', 'beacon', 'qrcode', 'push', 'source', 'feedback', 'statistics'];
