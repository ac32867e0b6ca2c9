// Issue 13: the rules of navigation links: the building's own app, a target of the link's type (a POI of the
// building, a point inside one of its levels, a mini-program page path, an https URL), and the whole list
// saved in its new order in one transaction.
import { assertPermission } from '../auth/permission.js';
import { companyScope } from '../auth/scope.js';
import type { SessionAdmin } from '../auth/session.js';
import { MINI_PROGRAM_APP_ID, MINI_PROGRAM_PATH, SOURCE_ICONS, SOURCE_LIMITS, type SourceTypeCode } from '#contract/endpoints/source.js';
import type { Db } from '../db/types.js';
import { AppError, Code, notFound, type FieldError } from '../errors/codes.js';
import { field, idsOf, invalid } from '../errors/fieldErrors.js';
import type { Language } from '../errors/messages.js';
import { buildingLevels, levelBuilding, levelShapes } from '../repos/beacon.js';
import { lockBuilding } from '../repos/map.js';
import {
  buildingApp,
  deleteSources,
  draftPoiIds,
  findApp,
  insertSource,
  listSourceTypes,
  listSources,
  sourcePlaces,
  updateSource,
  type SourceRow,
  type SourceValues,
} from '../repos/source.js';
import type { Source, SourceDeleteBody, SourceDeleted, SourceInput, SourceList, SourceSaveBody, SourceTypeList } from '#contract/schemas/source.js';
import { insideShapes } from './beacon.js';

/** Spec §2 source-config needs VIEW_SOURCE; editing (EDIT_SOURCE) implies reading. */
export const SOURCE_READERS = ['VIEW_SOURCE', 'EDIT_SOURCE'] as const;
export const SOURCE_WRITERS = ['EDIT_SOURCE'] as const;

/** The target fields of each type. */
const TARGET_FIELDS: Record<SourceTypeCode, readonly string[]> = {
  poi: ['poiId'],
  place: ['levelId', 'lng', 'lat'],
  miniProgram: ['miniAppId', 'path'],
  web: ['url'],
};

export async function sourceTypes(db: Db, language: Language): Promise<SourceTypeList> {
  const rows = await listSourceTypes(db);
  return rows.map((r) => ({
    code: r.code as SourceTypeCode,
    name: language === 'zh' ? r.nameZh : r.nameEn,
    names: { zh: r.nameZh, en: r.nameEn, es: r.nameEs, ja: r.nameJa },
    fields: [...(TARGET_FIELDS[r.code as SourceTypeCode] ?? [])],
  }));
}

const dto = (row: SourceRow): Source => ({
  ...row,
  type: row.type as SourceTypeCode,
  target: (row.target ?? {}) as Source['target'],
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The app must be one the admin may see (else 10004) and the building's own (else 10005 naming appId). */
async function assertAppOfBuilding(db: Db, admin: SessionAdmin, appId: number, buildingId: number, language: Language): Promise<void> {
  const app = await findApp(db, appId);
  const scope = companyScope(admin);
  if (!app || (scope !== null && app.companyId !== scope)) throw notFound();
  const building = await buildingApp(db, buildingId);
  if (!building) throw notFound();
  if (building.appId !== appId) throw invalid([field(language, 'appId', 'source.appMismatch')]);
}

export async function sourceList(db: Db, admin: SessionAdmin, query: { appId: number; buildingId: number }, language: Language): Promise<SourceList> {
  await assertAppOfBuilding(db, admin, query.appId, query.buildingId, language);
  return (await listSources(db, query.appId, query.buildingId)).map(dto);
}

const isHttps = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** One link's values normalised (trimmed, only its type's target fields) and its problems, named `sources[i].…`. */
function checkInput(input: SourceInput, at: string, language: Language): { values: SourceValues; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = (f: string) => `${at}.${f}`;
  const title = input.title.trim();
  if (title.length < 1 || title.length > SOURCE_LIMITS.title) errors.push(field(language, name('title'), 'source.titleLength', { limit: SOURCE_LIMITS.title }));
  const icon = (input.icon ?? '').trim();
  if (!(SOURCE_ICONS as readonly string[]).includes(icon))
    errors.push(field(language, name('icon'), 'source.iconUnknown', { icons: SOURCE_ICONS.filter(Boolean).join(', ') }));
  const allowed = TARGET_FIELDS[input.type];
  const raw = input.target as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined && !allowed.includes(key)) errors.push(field(language, name(`target.${key}`), 'source.fieldNotOfType', { field: key }));
  }
  const target: Record<string, unknown> = {};
  const t = input.target;
  if (input.type === 'poi') {
    const poiId = t.poiId?.trim() ?? '';
    if (!poiId) errors.push(field(language, name('target.poiId'), 'source.poiRequired'));
    target.poiId = poiId;
  } else if (input.type === 'place') {
    if (t.levelId === undefined) errors.push(field(language, name('target.levelId'), 'source.levelRequired'));
    for (const [key, value, limit] of [['lng', t.lng, 180] as const, ['lat', t.lat, 90] as const]) {
      if (value === undefined || !Number.isFinite(value) || Math.abs(value) > limit) errors.push(field(language, name(`target.${key}`), 'source.coordinate'));
    }
    Object.assign(target, { levelId: t.levelId, lng: t.lng, lat: t.lat });
  } else if (input.type === 'miniProgram') {
    const path = t.path?.trim() ?? '';
    if (!path) errors.push(field(language, name('target.path'), 'source.pathRequired'));
    else if (path.length > SOURCE_LIMITS.path || !MINI_PROGRAM_PATH.test(path))
      errors.push(field(language, name('target.path'), 'source.pathFormat', { limit: SOURCE_LIMITS.path }));
    const miniAppId = t.miniAppId?.trim() ?? '';
    if (miniAppId && !MINI_PROGRAM_APP_ID.test(miniAppId)) errors.push(field(language, name('target.miniAppId'), 'source.miniAppIdFormat'));
    Object.assign(target, { path, ...(miniAppId ? { miniAppId } : {}) });
  } else {
    const url = t.url?.trim() ?? '';
    if (!url) errors.push(field(language, name('target.url'), 'source.urlRequired'));
    else if (url.length > SOURCE_LIMITS.url) errors.push(field(language, name('target.url'), 'source.urlLength', { limit: SOURCE_LIMITS.url }));
    else if (!isHttps(url)) errors.push(field(language, name('target.url'), 'source.urlHttps'));
    target.url = url;
  }
  return { values: { type: input.type, title, icon, target, enabled: input.enabled ?? true }, errors };
}

/** The checks that read the building: the POIs exist in its map, the levels are its own, the points inside them. */
async function checkTargets(db: Db, buildingId: number, items: Array<{ values: SourceValues; at: string }>, language: Language): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const poiIds = items.filter((i) => i.values.type === 'poi').map((i) => String(i.values.target.poiId));
  const found = await draftPoiIds(db, buildingId, poiIds.filter(Boolean));
  const levels = await buildingLevels(db, buildingId);
  for (const { values, at } of items) {
    const target = values.target;
    if (values.type === 'poi' && target.poiId && !found.has(String(target.poiId)))
      errors.push(field(language, `${at}.target.poiId`, 'source.poiUnknown', { poiId: String(target.poiId) }));
    if (values.type !== 'place' || typeof target.levelId !== 'number') continue;
    const levelId = target.levelId;
    if ((await levelBuilding(db, levelId)) !== buildingId) {
      errors.push(field(language, `${at}.target.levelId`, 'source.levelUnknown', { levelId }));
      continue;
    }
    const [lng, lat] = [Number(target.lng), Number(target.lat)];
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    if (!insideShapes(await levelShapes(db, buildingId, levelId), [lng, lat])) {
      const params = { lng, lat, level: levels.find((l) => l.id === levelId)?.name ?? String(levelId) };
      errors.push(field(language, `${at}.target.lng`, 'source.outsideLevel', params), field(language, `${at}.target.lat`, 'source.outsideLevel', params));
    }
  }
  return errors;
}

/** A target as text with its keys sorted (jsonb gives them back in its own order). */
const canonical = (target: unknown) => JSON.stringify(Object.entries((target ?? {}) as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));

const sameValues = (row: SourceRow, v: SourceValues) =>
  row.type === v.type && row.title === v.title && row.icon === v.icon && row.enabled === v.enabled && canonical(row.target) === canonical(v.target);

/**
 * source/save: the building's whole list in its new order. Listed ids must be links of this app and building
 * (another's: 10004; twice: 10005); every current link must be listed (else 10006: someone else changed the
 * list); each link's fields are checked (10005 `sources[i].…`). Then adds, changes and the order in one transaction.
 */
export async function saveSources(db: Db, admin: SessionAdmin, body: SourceSaveBody, language: Language, now = new Date()): Promise<SourceList> {
  const { appId, buildingId } = body;
  await assertAppOfBuilding(db, admin, appId, buildingId, language);
  const listed = body.sources.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  const places = await sourcePlaces(db, [...new Set(listed)]);
  if (places.length !== new Set(listed).size || places.some((p) => p.appId !== appId || p.buildingId !== buildingId)) throw notFound();
  const errors: FieldError[] = [];
  if (body.sources.length > SOURCE_LIMITS.perBuilding) throw invalid([field(language, 'sources', 'source.tooMany', { limit: SOURCE_LIMITS.perBuilding })]);
  const seen = new Set<number>();
  const items = body.sources.map((input, index) => {
    const at = `sources[${index}]`;
    if (input.id !== undefined && seen.has(input.id)) errors.push(field(language, `${at}.id`, 'source.duplicateId'));
    if (input.id !== undefined) seen.add(input.id);
    const checked = checkInput(input, at, language);
    errors.push(...checked.errors);
    return { id: input.id, values: checked.values, at };
  });
  if (!errors.length) errors.push(...(await checkTargets(db, buildingId, items, language)));
  if (errors.length) throw invalid(errors);
  await db.transaction().execute(async (trx) => {
    await lockBuilding(trx, buildingId);
    const current = await listSources(trx, appId, buildingId);
    const byId = new Map(current.map((row) => [row.id, row]));
    if (current.some((row) => !seen.has(row.id)) || [...seen].some((id) => !byId.has(id))) {
      throw new AppError(Code.CONFLICT, 'source.listChanged', {}, [field(language, 'sources', 'source.listChanged')]);
    }
    for (const [sort, item] of items.entries()) {
      const row = item.id === undefined ? undefined : byId.get(item.id);
      if (!row) await insertSource(trx, { appId, buildingId }, item.values, sort, admin.id);
      else if (row.sort !== sort || !sameValues(row, item.values))
        await updateSource(trx, row.id, item.values, sort, !sameValues(row, item.values), admin.id, now);
    }
  });
  return (await listSources(db, appId, buildingId)).map(dto);
}

/** source/delete: every link must exist and be the admin's to change (EDIT_SOURCE on its building), else nothing is deleted. */
export async function removeSources(db: Db, admin: SessionAdmin, body: SourceDeleteBody, language: Language): Promise<SourceDeleted> {
  const ids = idsOf(body, language);
  const found = await sourcePlaces(db, ids);
  if (found.length !== ids.length) throw notFound();
  const buildings = [...new Set(found.map((s) => s.buildingId))];
  for (const buildingId of buildings) await assertPermission(db, admin, SOURCE_WRITERS, buildingId);
  await db.transaction().execute(async (trx) => {
    for (const buildingId of buildings) await lockBuilding(trx, buildingId);
    await deleteSources(trx, ids);
  });
  return { ids };
}
