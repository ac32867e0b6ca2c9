// Issue 18: a push's audience resolved from the usage events (who), and who of them the channel reaches: in-app
// everyone; WeChat only users with an unused subscription to the push's template (one-time subscriptions).
import type { Db } from '../../db/types.js';
import type { PushChannel } from '../../db/types.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { levelBuilding } from '../../repos/beacon.js';
import { buildingUsers, knownUser, levelFixes, levelUsers, scanUsers, subscribedUsers } from '../../repos/pushDelivery.js';
import { findQrcode } from '../../repos/qrcode.js';
import { findRegion, pointInGeometry } from '../../repos/region.js';
import type { Audience } from '#contract/schemas/push.js';

const DAY_MS = 86_400_000;

/** The fields each kind needs. */
const NEEDS: Record<Audience['kind'], Array<keyof Audience>> = {
  all: [],
  level: ['levelId', 'days'],
  region: ['regionId', 'days'],
  qrcode: ['qrcodeId'],
  user: ['userId'],
};

/**
 * A kind's missing field is 10005 naming it (`audience.levelId`); the audience's references must be of the
 * push's building: an unknown one is 10005 naming it, another building's 10004.
 */
export async function checkAudience(db: Db, buildingId: number, audience: Audience, language: Language): Promise<FieldError[]> {
  const missing = NEEDS[audience.kind].filter((name) => audience[name] === undefined || audience[name] === '');
  if (missing.length) return missing.map((name) => field(language, `audience.${name}`, 'push.audienceField'));
  const owner = async (name: string, key: Parameters<typeof field>[2], found: number | undefined) => {
    if (found === undefined) return [field(language, `audience.${name}`, key)];
    if (found !== buildingId) throw notFound();
    return [];
  };
  if (audience.kind === 'level') return owner('levelId', 'push.levelUnknown', await levelBuilding(db, audience.levelId!));
  if (audience.kind === 'region') return owner('regionId', 'push.regionUnknown', (await findRegion(db, audience.regionId!))?.buildingId);
  if (audience.kind === 'qrcode') return owner('qrcodeId', 'push.qrcodeUnknown', (await findQrcode(db, audience.qrcodeId!))?.buildingId);
  return [];
}

/** The audience as stored: its kind and the fields the kind uses. */
export function audienceValue(audience: Audience): Audience {
  const value: Record<string, unknown> = { kind: audience.kind };
  for (const name of NEEDS[audience.kind]) value[name] = typeof audience[name] === 'string' ? (audience[name] as string).trim() : audience[name];
  return value as Audience;
}

/** The users the audience names (sorted, distinct). Assumes checkAudience passed. */
export async function targetUsers(db: Db, buildingId: number, audience: Audience, now = new Date()): Promise<string[]> {
  switch (audience.kind) {
    case 'all':
      return buildingUsers(db, buildingId);
    case 'user':
      return (await knownUser(db, buildingId, audience.userId!)) ? [audience.userId!] : [];
    case 'level':
      return levelUsers(db, buildingId, audience.levelId!, new Date(now.getTime() - audience.days! * DAY_MS));
    case 'region': {
      const region = await findRegion(db, audience.regionId!);
      if (!region) return [];
      const fixes = await levelFixes(db, buildingId, region.levelId, new Date(now.getTime() - audience.days! * DAY_MS));
      return [...new Set(fixes.filter((f) => pointInGeometry([f.lng, f.lat], region.geometry)).map((f) => f.userId))].sort();
    }
    case 'qrcode': {
      const code = await findQrcode(db, audience.qrcodeId!);
      if (!code) return [];
      // The scene WeChat handed the app: the payload itself or k=<short code>; apps may report the bare short code.
      return scanUsers(db, buildingId, [...new Set([code.scene, `k=${code.shortCode}`, code.shortCode, code.payload].filter(Boolean))]);
    }
  }
}

/** Of the targeted users, those the channel reaches. */
export async function reachableUsers(db: Db, appId: number | null, channel: PushChannel, templateId: string | null, users: string[]): Promise<string[]> {
  if (channel === 'inapp') return users;
  if (appId === null || !templateId) return [];
  const subscribed = await subscribedUsers(db, appId, templateId, users);
  return users.filter((u) => subscribed.has(u));
}

export async function countAudience(
  db: Db,
  buildingId: number,
  appId: number | null,
  audience: Audience,
  channel: PushChannel,
  templateId: string | null,
  language: Language,
): Promise<{ targeted: number; reachable: number }> {
  const errors = await checkAudience(db, buildingId, audience, language);
  if (errors.length) throw invalid(errors);
  const users = await targetUsers(db, buildingId, audience);
  return { targeted: users.length, reachable: (await reachableUsers(db, appId, channel, templateId, users)).length };
}
