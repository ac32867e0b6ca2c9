import type { AdminType } from '../../session/types';
import type { Grant } from '../role/types';

/** Issue 4 contract: a row of the admin list (never a password hash). */
export interface AdminRecord {
  id: number;
  email: string;
  name: string;
  adminType: AdminType;
  companyId: number | null;
  companyName: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** Only in the detail answer. */
  grants?: Grant[];
}

/** One audit-log entry: who changed what, with the record before and after. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export const ADMIN_TYPES: readonly AdminType[] = ['PLATFORM_ADMINISTRATOR', 'COMPANY_ADMINISTRATOR', 'BUSINESS_ADMINISTRATOR'];
