import type { SessionAdmin } from './session.js';

/** The company whose records this admin may see; null means every company (platform admins). */
export function companyScope(admin: SessionAdmin): number | null {
  return admin.adminType === 'PLATFORM_ADMINISTRATOR' ? null : admin.companyId;
}

export function canSeeCompany(admin: SessionAdmin, companyId: number): boolean {
  const scope = companyScope(admin);
  return scope === null || scope === companyId;
}
