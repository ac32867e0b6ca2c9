/** Issue 4 contract: a role of one company with its spec §6 codes. */
export interface Role {
  id: number;
  name: string;
  description: string | null;
  companyId: number;
  companyName: string | null;
  permissions: string[];
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A grant: role + admin + building; `buildingId` null means every building of the company. */
export interface Grant {
  id: number;
  adminId: number;
  adminEmail: string;
  roleId: number;
  roleName: string;
  buildingId: number | null;
  buildingName: string | null;
}

/** The spec §6 permission groups in the order the role form shows them. */
export const PERMISSION_GROUPS = ['building', 'poi-road', 'beacon', 'qrcode', 'push', 'source', 'feedback', 'statistics'] as const;
