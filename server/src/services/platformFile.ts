import { createHash } from 'node:crypto';
import {
  PLATFORM_FILE_KINDS,
  PLATFORM_FILE_RULES,
  PLATFORM_FILE_URL,
  platformFileUrl,
  type PlatformFileKind,
  type PlatformFilePurpose,
} from '#contract/endpoints/platformFile.js';
import { assertPermission } from '../auth/permission.js';
import type { SessionAdmin } from '../auth/session.js';
import type { Db } from '../db/types.js';
import { field, invalid, refuse } from '../errors/fieldErrors.js';
import { translate, type Language, type MessageKey } from '../errors/messages.js';
import { sniff } from '../files/sniff.js';
import { cleanSvgOffThread } from '../files/svgOffThread.js';
import { SVG_MAX_KB } from '../limits.js';
import type { FileStore } from '../files/store.js';
import { buildingCompanies } from '../repos/building/index.js';
import { findStoredFile, insertPlatformFile, lockFileKey, recordsOf, uploadedAs } from '../repos/platformFile.js';
import type { PlatformFileDto, PlatformFileQueryInput } from '#contract/schemas/platformFile.js';
import { sizeText, type ReceivedFile } from '../transfer/multipartFile.js';

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

/** What the bytes are, if the purpose takes them: 10005 naming `file` otherwise (a renamed HTML page, an archive as an icon). */
function kindFor(file: ReceivedFile, purpose: PlatformFilePurpose, language: Language): PlatformFileKind {
  const { kinds } = PLATFORM_FILE_RULES[purpose];
  const kind = sniff(file.bytes);
  if (!kind || !kinds.includes(kind)) {
    const found = kind ? kind.toUpperCase() : translate(language, 'file.unknownType');
    const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
    throw fileError(language, 'file.type', { found, purpose: translate(language, `file.purpose.${purpose}`), allowed });
  }
  return kind;
}

/**
 * Issue 31: an SVG is stored as DOMPurify's SVG profile leaves it (svg.ts): a drawing that kept a script, an
 * event attribute or an outside reference loses that part and is stored without it (its URL is that of the
 * cleaned bytes), rather than refused: design tools write harmless extras that a refusal would turn into
 * "upload again". Refused (10005 naming `file`) only past SVG_MAX_KB, with nothing left to draw, past the
 * worker's heap, or past the purpose's size once cleaned.
 */
async function cleaned(file: ReceivedFile, purpose: PlatformFilePurpose, language: Language): Promise<ReceivedFile> {
  if (file.bytes.length > SVG_MAX_KB * 1024) throw fileError(language, 'file.svgTooLarge', { limit: sizeText(SVG_MAX_KB) });
  const result = await cleanSvgOffThread(file.bytes);
  if ('problem' in result) throw fileError(language, result.problem === 'empty' ? 'file.svgEmpty' : 'file.svgTooComplex');
  const bytes = Buffer.from(result.svg, 'utf8');
  const { maxKb } = PLATFORM_FILE_RULES[purpose];
  if (bytes.length > maxKb * 1024) throw fileError(language, 'file.tooLarge', { limit: sizeText(maxKb) });
  return { ...file, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
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
  const received = await receive(PLATFORM_FILE_RULES[purpose].maxKb);
  const found = kindFor(received, purpose, language);
  const file = found === 'svg' ? await cleaned(received, purpose, language) : received;
  const kind = PLATFORM_FILE_KINDS[found];
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

/** Uploads whose files are shown as images where they are used: a logo in the top bar, an icon on the map, a feedback screenshot. */
const SHOWN_INLINE = new Set(['logo', 'poi-type-icon', 'feedback']);

/**
 * The bytes behind a public URL's name (`<sha256>.<ext>`), or undefined when no upload recorded them with that
 * extension. Issue 31: `attachment` (a browser saves the file instead of opening it) unless the file is an image
 * uploaded to be shown: archives, and import files even when they are images.
 */
export async function readPlatformFile(db: Db, store: FileStore, sha256: string, extension: string) {
  const stored = await findStoredFile(db, sha256);
  if (!stored || stored.extension !== extension) return undefined;
  const bytes = await store.get(db, sha256);
  if (!bytes) return undefined;
  const shown = stored.contentType.startsWith('image/') && stored.purposes.some((purpose) => SHOWN_INLINE.has(purpose));
  return { bytes, contentType: stored.contentType, attachment: !shown };
}

/**
 * Whether a URL is a platform file uploaded for `purpose` (a POI type's icon must be one); with `companyId`,
 * uploaded for that company (issue 31: a file belongs to its company; the same bytes uploaded by two companies
 * have a record for each).
 */
export async function isUploaded(db: Db, url: string, purpose: PlatformFilePurpose, companyId?: number): Promise<boolean> {
  const match = PLATFORM_FILE_URL.exec(url);
  return match !== null && (await uploadedAs(db, match[1], match[2], purpose, companyId));
}
