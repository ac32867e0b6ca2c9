import type { Db } from '../db/types.js';
import { buildingCompanyId, companyAdminIdsWith, insertMessages, platformAdminIds } from '../repos/notice.js';
import type { MessageDraft } from './catalog.js';

/**
 * Issue 18: who a message about something that happened goes to.
 * - `building`: the admins who can act on that building with one of `permissions` (spec §6): the company
 *   administrators of the building's company, and its business administrators whose roles grant one of the
 *   codes on that building (a role granted on every building counts). Platform administrators oversee every
 *   company and are not flooded with each mall's events.
 * - `company`: the same for an act not tied to one building yet (an IMDF import makes a new building): the
 *   company administrators, and business administrators granted one of the codes on any of its buildings.
 * - `platform`: the platform administrators (the mini-programs of issue 17 are theirs).
 * Disabled admins get nothing.
 */
export type Audience = { building: number; permissions: readonly string[] } | { company: number; permissions: readonly string[] } | { platform: true };

export interface Notice extends MessageDraft {
  /** The console page where the admin acts on it, e.g. `/feedback/feedback-detail/12`. */
  link?: string;
  /**
   * One message per admin and key, however often the event is reported (a repeated WeChat push, a beacon that
   * stays low). Without one, every call raises a new message.
   */
  dedupeKey?: string;
  /** The admin whose own act it reports (the publisher of a map) gets no message about it; issue 31: or these admins (told already). */
  except?: number | readonly number[];
}

/** The ids of the enabled admins the audience names, ascending. */
export async function recipients(db: Db, audience: Audience): Promise<number[]> {
  if ('platform' in audience) return platformAdminIds(db);
  const { permissions } = audience;
  const building = 'building' in audience ? audience.building : null;
  if (!permissions.length) return [];
  const company = 'company' in audience ? audience.company : await buildingCompanyId(db, audience.building);
  if (company === undefined) return [];
  return companyAdminIdsWith(db, company, permissions, building);
}

/**
 * Raises the notice for every admin of the audience; answers how many new messages it made (0 when each
 * recipient has the dedupe key's message already). Call it in the transaction that records the event, so a
 * rolled-back event raises nothing.
 */
export async function notify(db: Db, audience: Audience, notice: Notice, createdAt?: Date): Promise<number> {
  const { link = '', dedupeKey, except, ...draft } = notice;
  const skip = new Set([except ?? []].flat());
  const admins = (await recipients(db, audience)).filter((id) => !skip.has(id));
  if (!admins.length) return 0;
  const buildingId = 'building' in audience ? audience.building : null;
  const rows = admins.map((adminId) => ({ adminId, ...draft, link, buildingId, dedupeKey: dedupeKey ?? null, createdAt }));
  return insertMessages(db, rows);
}
