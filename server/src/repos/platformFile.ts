// Issue 13: platform files: the upload records (platform_file) and, with the database store, the bytes (file_object).
import { sql } from 'kysely';
import type { Db } from '../db/types.js';

export interface PlatformFileValues {
  sha256: string;
  purpose: string;
  originalName: string;
  size: number;
  contentType: string;
  extension: string;
  companyId: number | null;
  buildingId: number | null;
  createdBy: number;
}

const RECORD = ['id', 'sha256', 'purpose', 'originalName', 'size', 'contentType', 'extension', 'createdAt'] as const;

export async function insertPlatformFile(db: Db, values: PlatformFileValues) {
  return db.insertInto('platformFile').values(values).returning(RECORD).executeTakeFirstOrThrow();
}

/** How many upload records name these bytes. */
export async function recordsOf(db: Db, sha256: string): Promise<number> {
  const row = await db
    .selectFrom('platformFile')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('sha256', '=', sha256)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The type and extension of stored bytes (from any of their records) and the purposes they were uploaded for, or undefined when no record names them. */
export async function findStoredFile(db: Db, sha256: string) {
  const first = await db.selectFrom('platformFile').select(['contentType', 'extension']).where('sha256', '=', sha256).orderBy('id').limit(1).executeTakeFirst();
  if (!first) return undefined;
  const purposes = await db.selectFrom('platformFile').select('purpose').distinct().where('sha256', '=', sha256).execute();
  return { ...first, purposes: purposes.map((r) => r.purpose) };
}

/** Serialises the uploads of the same bytes (the S3 store's write, record and compensation happen under it). */
export async function lockFileKey(trx: Db, sha256: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`platform-file:${sha256}`}, 0))`.execute(trx);
}

/** Stores bytes once: a second upload of the same bytes writes nothing. Returns whether they were new. */
export async function insertFileObject(db: Db, object: { sha256: string; bytes: Buffer; contentType: string }): Promise<boolean> {
  const rows = await db
    .insertInto('fileObject')
    .values({ sha256: object.sha256, bytes: object.bytes, size: object.bytes.length, contentType: object.contentType })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('sha256')
    .execute();
  return rows.length > 0;
}

export async function fileObjectExists(db: Db, sha256: string): Promise<boolean> {
  return (await db.selectFrom('fileObject').select('sha256').where('sha256', '=', sha256).executeTakeFirst()) !== undefined;
}

export async function readFileObject(db: Db, sha256: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('fileObject').select('bytes').where('sha256', '=', sha256).executeTakeFirst();
  return row?.bytes;
}

export async function deleteFileObject(db: Db, sha256: string): Promise<void> {
  await db.deleteFrom('fileObject').where('sha256', '=', sha256).execute();
}

/** Whether an upload for `purpose` recorded these bytes with this extension (for `companyId`'s company, when given). */
export async function uploadedAs(db: Db, sha256: string, extension: string, purpose: string, companyId?: number): Promise<boolean> {
  let query = db.selectFrom('platformFile').select('id').where('sha256', '=', sha256).where('extension', '=', extension).where('purpose', '=', purpose);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) !== undefined;
}
