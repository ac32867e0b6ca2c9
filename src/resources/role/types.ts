export { PERMISSION_GROUPS } from '#contract/endpoints/role';
import type { GrantDto, RoleDto } from '#contract/schemas/userManagement';

/** Issue 4 contract: a role of one company with its spec §6 codes. */
export type Role = RoleDto;

/** A grant: role + admin + building; `buildingId` null means every building of the company. */
export type Grant = GrantDto;
