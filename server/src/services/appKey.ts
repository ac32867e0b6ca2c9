// Issue 16: an app's ingestion keys (POST /api/collect's X-App-Key). A key is made at random and answered once; only its
// SHA-256 is stored. Rotating makes a successor and lets the old key work for an overlap period (expires_at); revoking
// ends a key at once. repos/usage.ts `appOfKey` refuses revoked and expired keys (10008).
import { randomBytes } from 'node:crypto';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound } from '../errors/codes.js';
import { field } from '../errors/fieldErrors.js';
import type { Language, MessageKey } from '../errors/messages.js';
import { writeAudit } from '../repos/audit.js';
import { appExists, lockApp } from '../repos/app.js';
import { countUsableKeys, insertKey, keysOfApp, lockKey, setKeyExpiry, setKeyRevoked, type AppKeyRow } from '../repos/appKey.js';
import type { AppKey, AppKeyAddBody, AppKeyCreated, AppKeyIdBody, AppKeyRotateBody, AppKeyRotated } from '#contract/schemas/app.js';
import { APP_LIMITS, KEY_OVERLAP_HOURS } from '#contract/endpoints/app.js';

/** `ak_` and 40 characters of base64url (240 random bits); the list names a key by its first 11 characters. */
const newAppKey = (): string => `ak_${randomBytes(30).toString('base64url')}`;
const KEY_PREFIX_LENGTH = 11;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function keyStatus(row: Pick<AppKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): AppKey['status'] {
  if (row.revokedAt !== null) return 'revoked';
  if (row.expiresAt === null) return 'active';
  return new Date(row.expiresAt).getTime() > now.getTime() ? 'expiring' : 'expired';
}

function dto(row: AppKeyRow, now: Date): AppKey {
  return {
    id: row.id,
    appId: row.appId,
    prefix: row.prefix,
    status: keyStatus(row, now),
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

const refuse = (language: Language, name: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(Code.CONFLICT, key, params, [field(language, name, key, params)]);

const audit = (app: { id: number; companyId: number }, row: AppKeyRow, action: 'create' | 'update' | 'revoke', before: AppKey | null, after: AppKey) => ({
  action,
  entity: 'appKey' as const,
  entityId: row.id,
  companyId: app.companyId,
  before,
  after: { ...after, appId: app.id },
});

/** key/list: the app's keys, newest first, without their secrets; unknown app: 10004. */
export async function appKeys(db: Db, appId: number, now = new Date()): Promise<AppKey[]> {
  if (!(await appExists(db, appId))) throw notFound();
  return (await keysOfApp(db, appId)).map((r) => dto(r, now));
}

/** A new key of the locked app (at most APP_LIMITS.usableKeys usable ones, unless it replaces one). */
async function makeKey(trx: Db, appId: number, now: Date): Promise<{ row: AppKeyRow; key: string }> {
  const key = newAppKey();
  return { row: await insertKey(trx, appId, key, key.slice(0, KEY_PREFIX_LENGTH), now), key };
}

/** key/add: a new key, answered whole this once. */
export async function addKey(db: Db, actor: SessionAdmin, body: AppKeyAddBody, language: Language, now = new Date()): Promise<AppKeyCreated> {
  return db.transaction().execute(async (trx) => {
    const app = await lockApp(trx, body.appId);
    if (!app) throw notFound();
    if ((await countUsableKeys(trx, app.id, now)) >= APP_LIMITS.usableKeys) throw refuse(language, 'appId', 'appKey.tooMany', { limit: APP_LIMITS.usableKeys });
    const { row, key } = await makeKey(trx, app.id, now);
    const created = dto(row, now);
    await writeAudit(trx, actor, [audit(app, row, 'create', null, created)]);
    return { ...created, key };
  });
}

/** The key and its app, locked; a key of no app cannot exist (ON DELETE CASCADE). */
async function lockKeyAndApp(trx: Db, id: number) {
  const row = await lockKey(trx, id);
  if (!row) throw notFound();
  const app = await lockApp(trx, row.appId);
  if (!app) throw notFound();
  return { row, app };
}

/** key/rotate: a successor now; the old key works `overlapHours` more (0: it stops now). Only an active key rotates (10006). */
export async function rotateKey(db: Db, actor: SessionAdmin, body: AppKeyRotateBody, language: Language, now = new Date()): Promise<AppKeyRotated> {
  const hours = body.overlapHours ?? KEY_OVERLAP_HOURS.default;
  return db.transaction().execute(async (trx) => {
    const { row, app } = await lockKeyAndApp(trx, body.id);
    const status = keyStatus(row, now);
    if (status === 'expiring') throw refuse(language, 'id', 'appKey.rotated', { expiresAt: iso(row.expiresAt)! });
    if (status !== 'active') throw refuse(language, 'id', 'appKey.ended');
    const expiresAt = new Date(now.getTime() + hours * 3_600_000);
    await setKeyExpiry(trx, row.id, expiresAt);
    const { row: next, key } = await makeKey(trx, app.id, now);
    const before = dto(row, now);
    const replaced = dto({ ...row, expiresAt }, now);
    const created = dto(next, now);
    await writeAudit(trx, actor, [audit(app, row, 'update', before, replaced), audit(app, next, 'create', null, created)]);
    return { ...created, key, replaced };
  });
}

/** key/revoke: the key stops at once (10008 on its next call); revoking a revoked key changes nothing. */
export async function revokeKey(db: Db, actor: SessionAdmin, body: AppKeyIdBody, now = new Date()): Promise<AppKey> {
  return db.transaction().execute(async (trx) => {
    const { row, app } = await lockKeyAndApp(trx, body.id);
    if (row.revokedAt !== null) return dto(row, now);
    await setKeyRevoked(trx, row.id, now);
    const after = dto({ ...row, revokedAt: now }, now);
    await writeAudit(trx, actor, [audit(app, row, 'revoke', dto(row, now), after)]);
    return after;
  });
}

declare module '../repos/audit.js' {
  /** The audit log names this entity's records. */
  interface AuditEntities {
    appKey: true;
  }
}
