// Issue 16: erasing one app user's data on request (personal-information law), audited (platform admins only: the route).
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors/codes.js';
import { field, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import { userBuildings } from '../repos/appUser.js';
import type { AppUserEraseBody, AppUserErasedDto } from '#contract/schemas/appUser.js';
import { eraseUser } from './usage/erase.js';

/**
 * Deletes the user's raw events and own rollup rows and takes its share off the shared rollups (server/src/usage/erase.ts),
 * in one transaction with the audit entry (who, when, the user id, the reason, what was removed). A blank reason is
 * 10005 naming reason; a user no building knows, 10004.
 */
export async function eraseAppUser(db: Db, actor: SessionAdmin, body: AppUserEraseBody, language: Language): Promise<AppUserErasedDto> {
  const reason = body.reason.trim();
  if (!reason) throw invalid([field(language, 'reason', 'appUser.reasonBlank')]);
  return db.transaction().execute(async (trx) => {
    const buildings = await userBuildings(trx, body.userId);
    if (!buildings.length) throw notFound();
    const done = await eraseUser(trx, body.userId, buildings);
    const result = { userId: body.userId, events: done.events, sessions: done.sessions, buildings: buildings.length };
    await writeAudit(trx, actor, [
      {
        action: 'delete',
        entity: 'appUser',
        // A pseudonymous id is text: the entry names it in before/after, not in the numeric entity id.
        entityId: 0,
        companyId: null,
        before: { userId: body.userId, buildingIds: buildings.map((b) => b.buildingId), firstSeenAt: buildings[0].firstAt },
        after: { ...result, erased: true, reason },
      },
    ]);
    return result;
  });
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    appUser: true;
  }
}
