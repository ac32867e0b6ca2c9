import type { Role } from './types';

/** Bodies of `role/add` and `role/update` (issue 4 contract): the company is set on creation only. */
export const rolePayload = (data: Partial<Role>, platform: boolean): Record<string, unknown> => ({
  ...(data.id !== undefined ? { id: data.id } : platform ? { companyId: data.companyId } : {}),
  name: data.name?.trim(),
  description: data.description?.trim() || undefined,
  permissions: data.permissions ?? [],
});
