import type { SessionAdmin } from './session.js';

export function isPlatform(admin: { adminType: string }): boolean {
  return admin.adminType === 'PLATFORM_ADMINISTRATOR';
}

/**
 * Whether `actor` may manage a record of `companyId` (null: a platform admin). Platform admins manage
 * everything; company admins their own company's records, never a platform admin.
 */
export function manages(actor: SessionAdmin, companyId: number | null): boolean {
  if (isPlatform(actor)) return true;
  return companyId !== null && companyId === actor.companyId;
}
