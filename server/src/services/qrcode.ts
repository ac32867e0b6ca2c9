// Issue 13: the rules of QR codes: a level of the code's building and a position inside it, a mini-program
// page path, WeChat's scene rule (a payload that does not fit stays here behind a short code), batches created
// all or nothing; reads and writes scoped to the code's building.
import { randomInt } from 'node:crypto';
import { assertPermission } from '../auth/permission.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { notFound, type FieldError } from '../errors/codes.js';
import { field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { DEFAULT_PAGE, PAGE_PATH, QRCODE_LIMITS, sceneFor } from '#contract/endpoints/qrcode.js';
import { buildingLevels, levelBuilding, levelShapes } from '../repos/beacon.js';
import {
  deleteQrcodes,
  findQrcode,
  insertQrcodes,
  pageQrcodes,
  qrcodeBuildings,
  shortCodeTaken,
  updateQrcode,
  type QrcodeRow,
  type QrcodeValues,
} from '../repos/qrcode.js';
import type {
  Qrcode,
  QrcodeAddBody,
  QrcodeAdded,
  QrcodeDeleteBody,
  QrcodeDeleted,
  QrcodePage,
  QrcodePageQuery,
  QrcodeUpdateBody,
} from '#contract/schemas/qrcode.js';
import { pageWindow } from '../shared/paging.js';
import { insideShapes } from './beacon.js';

/** Spec §2/§6: the list needs VIEW_QR_CODE; adding and editing show the code too (the success page, the edit form). */
export const QRCODE_READERS = ['VIEW_QR_CODE', 'ADD_QR_CODE', 'EDIT_QR_CODE'] as const;
export const QRCODE_ADDERS = ['ADD_QR_CODE'] as const;
export const QRCODE_EDITORS = ['EDIT_QR_CODE'] as const;

const iso = (d: Date) => new Date(d).toISOString();

/** The URL a plain QR code of this code encodes: `<base>/<page>?scene=<scene>`. */
export const codeUrl = (urlBase: string, row: { page: string; scene: string }): string =>
  `${urlBase.replace(/\/+$/, '')}/${row.page}?scene=${encodeURIComponent(row.scene)}`;

function dto(row: QrcodeRow, urlBase: string): Qrcode {
  const { appId: _app, ...rest } = row;
  return { ...rest, url: codeUrl(urlBase, row), createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

const SHORT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const shortCode = () => Array.from({ length: 8 }, () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)]).join('');

export async function qrcodePage(db: Db, query: QrcodePageQuery, language: Language, urlBase: string): Promise<QrcodePage> {
  if (query.levelId !== undefined) await assertLevelOf(db, query.buildingId, query.levelId, language);
  const page = await pageQrcodes(db, { ...query, text: query.q, sort: query.sort ?? 'name', order: query.order ?? 'asc', ...pageWindow(query) });
  return { records: page.records.map((r) => dto(r, urlBase)), total: page.total };
}

/** The code, after checking that the admin holds one of `codes` on its building (another company's: 10004). */
export async function qrcodeInScope(db: Db, admin: SessionAdmin, id: number, codes: readonly string[]): Promise<QrcodeRow> {
  const row = await findQrcode(db, id);
  if (!row) throw notFound();
  await assertPermission(db, admin, codes, row.buildingId);
  return row;
}

export async function qrcodeDetail(db: Db, admin: SessionAdmin, id: number, urlBase: string): Promise<Qrcode> {
  return dto(await qrcodeInScope(db, admin, id, QRCODE_READERS), urlBase);
}

/** A level of another building is 10004 (as for beacons); one that exists nowhere 10005 naming levelId. */
async function assertLevelOf(db: Db, buildingId: number, levelId: number, language: Language): Promise<void> {
  const owner = await levelBuilding(db, levelId);
  if (owner === undefined) throw invalid([field(language, 'levelId', 'qrcode.levelUnknown', { levelId })]);
  if (owner !== buildingId) throw notFound();
}

type Draft = Omit<QrcodeValues, 'scene' | 'shortCode'>;

/** The values trimmed and their problems, field by field (the scene is derived later). */
function normalise(values: Draft, language: Language): { values: Draft; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = values.name.trim();
  if (name.length < 1 || name.length > QRCODE_LIMITS.name) errors.push(field(language, 'name', 'qrcode.nameLength', { limit: QRCODE_LIMITS.name }));
  const page = values.page.trim();
  if (page.startsWith('/')) errors.push(field(language, 'page', 'qrcode.pageSlash'));
  else if (page.includes('?')) errors.push(field(language, 'page', 'qrcode.pageQuery'));
  else if (page.length > QRCODE_LIMITS.page) errors.push(field(language, 'page', 'qrcode.textLength', { limit: QRCODE_LIMITS.page }));
  else if (!PAGE_PATH.test(page)) errors.push(field(language, 'page', 'qrcode.pageFormat'));
  const payload = values.payload.trim();
  if (payload.length > QRCODE_LIMITS.payload) errors.push(field(language, 'payload', 'qrcode.textLength', { limit: QRCODE_LIMITS.payload }));
  const batch = values.batch.trim();
  if (batch.length > QRCODE_LIMITS.batch) errors.push(field(language, 'batch', 'qrcode.textLength', { limit: QRCODE_LIMITS.batch }));
  if ((values.lng === null) !== (values.lat === null)) {
    for (const name of ['lng', 'lat'] as const) if (values[name] === null) errors.push(field(language, name, 'qrcode.positionPair'));
  } else if (values.lng !== null && values.lat !== null) {
    for (const [name, value, limit] of [['lng', values.lng, 180] as const, ['lat', values.lat, 90] as const]) {
      if (!Number.isFinite(value) || Math.abs(value) > limit) errors.push(field(language, name, 'qrcode.coordinate'));
    }
    if (values.levelId === null) errors.push(field(language, 'levelId', 'qrcode.positionNeedsLevel'));
  }
  return { values: { ...values, name, page, payload, batch }, errors };
}

/** The checks that read the database: the level is the building's, the position inside it. */
async function checkPlace(db: Db, values: Draft, language: Language): Promise<void> {
  if (values.levelId === null) return;
  await assertLevelOf(db, values.buildingId, values.levelId, language);
  if (values.lng === null || values.lat === null) return;
  if (!insideShapes(await levelShapes(db, values.buildingId, values.levelId), [values.lng, values.lat])) {
    const level = (await buildingLevels(db, values.buildingId)).find((l) => l.id === values.levelId)?.name ?? String(values.levelId);
    const params = { lng: values.lng, lat: values.lat, level };
    throw invalid([field(language, 'lng', 'qrcode.outsideLevel', params), field(language, 'lat', 'qrcode.outsideLevel', params)]);
  }
}

async function freshShortCode(db: Db, taken: Set<string>): Promise<string> {
  for (;;) {
    const code = shortCode();
    if (!taken.has(code) && !(await shortCodeTaken(db, code))) {
      taken.add(code);
      return code;
    }
  }
}

const two = (n: number, count: number) => String(n).padStart(Math.max(2, String(count).length), '0');

/** One code, or with `count` > 1 a batch of them (“name-01”…, payload “…&n=1”…), in one transaction: all or none. */
export async function addQrcodes(db: Db, admin: SessionAdmin, body: QrcodeAddBody, language: Language, urlBase: string): Promise<QrcodeAdded> {
  const count = body.count ?? 1;
  const { values, errors } = normalise(
    {
      buildingId: body.buildingId,
      levelId: body.levelId ?? null,
      name: body.name,
      lng: body.lng ?? null,
      lat: body.lat ?? null,
      page: body.page ?? DEFAULT_PAGE,
      payload: body.payload ?? '',
      kind: body.kind ?? 'wechat',
      batch: body.batch ?? '',
      enabled: body.enabled ?? true,
    },
    language,
  );
  if (count > 1 && !values.batch) errors.push(field(language, 'batch', 'qrcode.batchRequired', { count }));
  if (count > 1 && values.name.length + 1 + String(count).length > QRCODE_LIMITS.name)
    errors.push(field(language, 'name', 'qrcode.nameLength', { limit: QRCODE_LIMITS.name - 1 - String(count).length }));
  if (errors.length) throw invalid(errors);
  await checkPlace(db, values, language);
  const ids = await db.transaction().execute(async (trx) => {
    const taken = new Set<string>();
    const rows: QrcodeValues[] = [];
    for (let n = 1; n <= count; n++) {
      const name = count > 1 ? `${values.name}-${two(n, count)}` : values.name;
      const payload = count > 1 ? (values.payload ? `${values.payload}&n=${n}` : `n=${n}`) : values.payload;
      const short = await freshShortCode(trx, taken);
      rows.push({ ...values, name, payload, shortCode: short, scene: sceneFor(payload, short) });
    }
    return insertQrcodes(trx, rows, admin.id);
  });
  const first = dto((await findQrcode(db, ids[0]!))!, urlBase);
  return { ...first, ids };
}

/** Changes the fields the body names (the building and short code stay); the scene follows the payload. */
export async function changeQrcode(
  db: Db,
  admin: SessionAdmin,
  body: QrcodeUpdateBody,
  language: Language,
  urlBase: string,
  now = new Date(),
): Promise<Qrcode> {
  const current = await qrcodeInScope(db, admin, body.id, QRCODE_EDITORS);
  const { id, ...changes } = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as QrcodeUpdateBody;
  const draft: Draft = {
    buildingId: current.buildingId,
    levelId: current.levelId,
    name: current.name,
    lng: current.lng,
    lat: current.lat,
    page: current.page,
    payload: current.payload,
    kind: current.kind,
    batch: current.batch,
    enabled: current.enabled,
    ...changes,
  };
  // Clearing the level clears the position unless one is sent (which then needs a level: 10005).
  if (changes.levelId === null && changes.lng === undefined && changes.lat === undefined) Object.assign(draft, { lng: null, lat: null });
  const { values, errors } = normalise(draft, language);
  if (errors.length) throw invalid(errors);
  await checkPlace(db, values, language);
  await updateQrcode(db, id, { ...values, shortCode: current.shortCode, scene: sceneFor(values.payload, current.shortCode) }, admin.id, now);
  return dto((await findQrcode(db, id))!, urlBase);
}

/** Deletes one or several codes: every one must exist and be the admin's to change, else nothing is deleted (10004 / 10003). */
export async function removeQrcodes(db: Db, admin: SessionAdmin, body: QrcodeDeleteBody, language: Language): Promise<QrcodeDeleted> {
  const ids = idsOf(body, language);
  const found = await qrcodeBuildings(db, ids);
  if (found.length !== ids.length) throw notFound();
  for (const buildingId of new Set(found.map((b) => b.buildingId))) await assertPermission(db, admin, QRCODE_EDITORS, buildingId);
  await deleteQrcodes(db, ids);
  return { ids };
}
