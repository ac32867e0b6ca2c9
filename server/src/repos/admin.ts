import type { Db } from '../db/types.js';
import type { AdminDto } from '../schemas/entities.js';
import type { SessionAdmin } from '../auth/session.js';

export async function findAdminForLogin(db: Db, email: string) {
  return db
    .selectFrom('admin')
    .select(['id', 'email', 'name', 'adminType', 'companyId', 'enabled', 'passwordHash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The one place an admin row becomes a response: an explicit pick, so no hash can slip through. */
export function toAdminDto(admin: SessionAdmin): AdminDto {
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    adminType: admin.adminType,
    companyId: admin.companyId,
    enabled: admin.enabled,
  };
}

export async function findAdminById(db: Db, id: number) {
  return db
    .selectFrom('admin')
    .select(['id', 'email', 'name', 'adminType', 'companyId', 'enabled', 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admin').set({ passwordHash, updatedAt: new Date() }).where('id', '=', id).execute();
}
