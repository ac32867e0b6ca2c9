import { PLATFORM_FILE_KINDS, PLATFORM_FILE_RULES, PLATFORM_FILE_URL, platformFileUrl, type PlatformFilePurpose } from '../contract/platformFile.js';
import { assertPermission } from '../auth/permission.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { field, invalid, refuse } from '../errors/fieldErrors.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';
import { sniff, svgDanger } from '../files/sniff.js';
import type { FileStore } from '../files/store.js';
import { buildingCompanies } from '../repos/building/index.js';
import { findStoredFile, insertPlatformFile, lockFileKey, recordsOf, uploadedAs } from '../repos/platformFile.js';
import type { PlatformFileDto, PlatformFileQueryInput } from '../schemas/platformFile.js';
import type { ReceivedFile } from '../transfer/multipartFile.js';

/**
 * Who may upload for what (spec §6; the route already asked for EDIT_POI or EDIT_BUILDING on the named
 * building, or on any): a company logo is edited in platform management (spec §2 /company, §6: platform
 * administrators only); a POI type's icon needs EDIT_POI on its building (spec §2 poi-edit, where types are
 * managed); an import file needs EDIT_BUILDING on its building (the building's map and data).
 */
async function assertMayUpload(db: Db, admin: SessionAdmin, purpose: PlatformFilePurpose, buildingId: number | undefined, language: Language): Promise<void> {
  if (purpose === 'logo') {
    if (admin.adminType !== 'PLATFORM_ADMINISTRATOR') throw refuse('file.logoPlatform');
    return;
  }
  if (buildingId === undefined) throw invalid([field(language, 'buildingId', 'file.buildingRequired')]);
  await assertPermission(db, admin, purpose === 'poi-type-icon' ? 'EDIT_POI' : 'EDIT_BUILDING', buildingId);
}

const fileError = (language: Language, key: MessageKey, params: Record<string, string | number> = {}) => invalid([field(language, 'file', key, params)]);

/** What the bytes are, if the purpose takes them: 10005 naming `file` otherwise (a renamed HTML page, a script in an SVG). */
function kindFor(file: ReceivedFile, purpose: PlatformFilePurpose, language: Language) {
  const { kinds } = PLATFORM_FILE_RULES[purpose];
  const kind = sniff(file.bytes);
  if (!kind || !kinds.includes(kind)) {
    const found = kind ? kind.toUpperCase() : translate(language, 'file.unknownType');
    const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
    throw fileError(language, 'file.type', { found, purpose: translate(language, `file.purpose.${purpose}`), allowed });
  }
  if (kind === 'svg') {
    const danger = svgDanger(file.bytes);
    if (danger) throw fileError(language, 'file.svgDanger', { what: danger });
  }
  return PLATFORM_FILE_KINDS[kind];
}

/** Removes a stored object that no record names, under the bytes' lock (a concurrent upload of the same bytes keeps it). */
async function removeIfUnreferenced(db: Db, store: FileStore, sha256: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockFileKey(trx, sha256);
    if ((await recordsOf(trx, sha256)) === 0) await store.remove(trx, sha256);
  });
}

/**
 * platform-file/add (spec §7, issue 13): checks who may upload for the purpose, then `receive`s the file
 * within the purpose's size limit, checks its type by its bytes, stores it under its sha256 (once, however
 * often the same bytes come) and records the upload.
 *
 * No orphan files: the object is written inside the record's transaction. The database store writes it in
 * that transaction (both commit or neither); the S3 store writes before the record and, if the record then
 * fails, removes the object again unless another record names the same bytes.
 */
export async function addPlatformFile(
  db: Db,
  store: FileStore,
  admin: SessionAdmin,
  query: PlatformFileQueryInput,
  receive: (maxKb: number) => Promise<ReceivedFile>,
  language: Language,
): Promise<PlatformFileDto> {
  const { purpose } = query;
  const buildingId = purpose === 'logo' ? undefined : query.buildingId;
  await assertMayUpload(db, admin, purpose, buildingId, language);
  const file = await receive(PLATFORM_FILE_RULES[purpose].maxKb);
  const kind = kindFor(file, purpose, language);
  const companyId = buildingId !== undefined ? ((await buildingCompanies(db, [buildingId])).get(buildingId) ?? null) : admin.companyId;
  let written = false;
  try {
    const { row, created } = await db.transaction().execute(async (trx) => {
      await lockFileKey(trx, file.sha256);
      const created = await store.put(trx, { sha256: file.sha256, bytes: file.bytes, contentType: kind.contentType });
      written = created && store.kind !== 'database';
      const row = await insertPlatformFile(trx, {
        sha256: file.sha256,
        purpose,
        originalName: file.name,
        size: file.bytes.length,
        contentType: kind.contentType,
        extension: kind.extension,
        companyId,
        buildingId: buildingId ?? null,
        createdBy: admin.id,
      });
      return { row, created };
    });
    return {
      id: row.id,
      url: platformFileUrl(row.sha256, row.extension),
      sha256: row.sha256,
      size: row.size,
      contentType: row.contentType,
      purpose,
      name: row.originalName,
      deduplicated: !created,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (written) await removeIfUnreferenced(db, store, file.sha256);
    throw error;
  }
}

/** The bytes behind a public URL's name (`<sha256>.<ext>`), or undefined when no upload recorded them with that extension. */
export async function readPlatformFile(db: Db, store: FileStore, sha256: string, extension: string) {
  const stored = await findStoredFile(db, sha256);
  if (!stored || stored.extension !== extension) return undefined;
  const bytes = await store.get(db, sha256);
  return bytes ? { bytes, contentType: stored.contentType } : undefined;
}

/** Whether a URL is a platform file uploaded for `purpose` (a POI type's icon must be one). */
export async function isUploaded(db: Db, url: string, purpose: PlatformFilePurpose): Promise<boolean> {
  const match = PLATFORM_FILE_URL.exec(url);
  return match !== null && (await uploadedAs(db, match[1], match[2], purpose));
}
