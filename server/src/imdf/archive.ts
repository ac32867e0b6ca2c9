/**
 * Opening an uploaded archive: the zip's files by base name, and each GeoJSON file's features.
 *
 * Issue 10: the sizes a zip's headers declare are never trusted. The central directory says where each
 * file's data lies (checked to lie inside the upload); each file is inflated by zlib with a cap on the
 * bytes it actually produces (the budget left of MAX_UNZIPPED_MB), which stops inflating the moment the
 * running total passes the cap. The route runs this in a worker thread (`offThread.ts`).
 */
import { inflateRawSync } from 'node:zlib';
import { strFromU8 } from 'fflate';
import { ARCHIVE_FILE_OVERHEAD_BYTES, MAX_ARCHIVE_MB, MAX_UNZIPPED_MB, MB } from '../limits.js';
import type { Problem, RawFeature } from './types.js';

export { MAX_ARCHIVE_MB, MAX_UNZIPPED_MB };

export interface ArchiveEntry {
  /** The base name (folders inside the zip are ignored: a zipped folder imports like its files). */
  file: string;
  bytes: Uint8Array;
}

const skipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || baseName(name).startsWith('.');
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

class TooBig extends Error {}
class NotZip extends Error {}

/** One file of the central directory: where its data lies and how it is stored (sizes as declared are not used). */
interface DirectoryEntry {
  name: string;
  method: number;
  encrypted: boolean;
  dataStart: number;
  dataEnd: number;
}

function u16(d: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > d.length) throw new NotZip();
  return d[at]! | (d[at + 1]! << 8);
}
function u32(d: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > d.length) throw new NotZip();
  return (d[at]! | (d[at + 1]! << 8) | (d[at + 2]! << 16)) + d[at + 3]! * 0x1000000;
}
function u64(d: Uint8Array, at: number): number {
  return u32(d, at) + u32(d, at + 4) * 0x100000000;
}

/** The central directory's entries one by one, every offset checked to lie inside the archive. */
function* readDirectory(d: Uint8Array): Generator<DirectoryEntry> {
  // End of central directory: 22 bytes plus a comment of at most 65,535.
  let end = d.length - 22;
  const stop = Math.max(0, d.length - 22 - 65535);
  while (end >= stop && u32(d, end) !== 0x06054b50) end--;
  if (end < stop) throw new NotZip();
  let count = u16(d, end + 10);
  let offset = u32(d, end + 16);
  let size = u32(d, end + 12);
  if ((count === 0xffff || offset === 0xffffffff || size === 0xffffffff) && end >= 20 && u32(d, end - 20) === 0x07064b50) {
    const end64 = u64(d, end - 12);
    if (u32(d, end64) !== 0x06064b50) throw new NotZip();
    count = u64(d, end64 + 32);
    size = u64(d, end64 + 40);
    offset = u64(d, end64 + 48);
  }
  // Every entry takes at least 46 bytes of the directory, which lies inside the archive.
  if (offset + size > d.length || count * 46 > size) throw new NotZip();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (u32(d, at) !== 0x02014b50) throw new NotZip();
    const flags = u16(d, at + 8);
    const method = u16(d, at + 10);
    let compressed = u32(d, at + 20);
    const uncompressed = u32(d, at + 24);
    const nameLength = u16(d, at + 28);
    const extraLength = u16(d, at + 30);
    const commentLength = u16(d, at + 32);
    let local = u32(d, at + 42);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > d.length) throw new NotZip();
    const name = strFromU8(d.subarray(nameStart, nameStart + nameLength), !(flags & 0x800));
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || local === 0xffffffff) {
      // Zip64 extra field: the 8-byte values of the fields set to 0xffffffff, in this order.
      for (let x = nameStart + nameLength; x + 4 <= extraEnd; x += 4 + u16(d, x + 2)) {
        if (u16(d, x) !== 1) continue;
        let v = x + 4;
        if (uncompressed === 0xffffffff) v += 8;
        if (compressed === 0xffffffff) {
          compressed = u64(d, v);
          v += 8;
        }
        if (local === 0xffffffff) local = u64(d, v);
        break;
      }
    }
    if (u32(d, local) !== 0x04034b50) throw new NotZip();
    const dataStart = local + 30 + u16(d, local + 26) + u16(d, local + 28);
    const dataEnd = dataStart + compressed;
    if (dataEnd > d.length) throw new NotZip();
    at = extraEnd + commentLength;
    yield { name, method, encrypted: (flags & 1) === 1, dataStart, dataEnd };
  }
}

/** The bytes of one file, counted into `budget` as they are produced; TooBig the moment the budget is spent. */
function inflateEntry(d: Uint8Array, entry: DirectoryEntry, budget: { left: number }): Uint8Array {
  const data = d.subarray(entry.dataStart, entry.dataEnd);
  if (entry.encrypted) throw new NotZip();
  let out: Uint8Array;
  if (entry.method === 0) out = data.slice();
  else if (entry.method === 8) {
    try {
      // zlib checks the output's length after each 16 KB it produces and stops there.
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, budget.left) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooBig();
      throw new NotZip();
    }
  } else throw new NotZip();
  budget.left -= out.length;
  if (budget.left < 0) throw new TooBig();
  return out;
}

/** The files of a zip, or the problems that stop it from being read at all. */
export function openArchive(data: Uint8Array): { entries: ArchiveEntry[] } | { problems: Problem[] } {
  const unzipped: Array<{ name: string; bytes: Uint8Array }> = [];
  try {
    const budget = { left: MAX_UNZIPPED_MB * MB };
    for (const entry of readDirectory(data)) {
      budget.left -= ARCHIVE_FILE_OVERHEAD_BYTES;
      if (budget.left < 0) throw new TooBig();
      if (skipped(entry.name)) continue;
      unzipped.push({ name: entry.name, bytes: inflateEntry(data, entry, budget) });
    }
  } catch (error) {
    // Anything else that goes wrong reading the directory (a name that is not UTF-8…) is not a zip either.
    const key = error instanceof TooBig ? 'imdf.tooBigUnzipped' : 'imdf.notZip';
    return { problems: [{ field: 'body', key, params: { limit: MAX_UNZIPPED_MB } }] };
  }
  const entries: ArchiveEntry[] = [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const { name, bytes } of unzipped) {
    const file = baseName(name);
    if (seen.has(file.toLowerCase())) problems.push({ field: file, key: 'imdf.duplicateFile', params: { file } });
    seen.add(file.toLowerCase());
    entries.push({ file, bytes });
  }
  return problems.length ? { problems } : { entries };
}

/** JSON text of a file (UTF-8, an optional byte-order mark ignored), or the parse error. */
export function parseJson(bytes: Uint8Array): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(strFromU8(bytes).replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The features list of a FeatureCollection file, or its problem. */
export function parseCollection(file: string, bytes: Uint8Array): { features: unknown[] } | { problem: Problem } {
  const parsed = parseJson(bytes);
  if ('error' in parsed) return { problem: { field: file, key: 'imdf.notJson', params: { reason: parsed.error } } };
  const value = parsed.value as { type?: unknown; features?: unknown } | null;
  if (!value || typeof value !== 'object' || value.type !== 'FeatureCollection' || !Array.isArray(value.features)) {
    return { problem: { field: file, key: 'imdf.notCollection' } };
  }
  return { features: value.features };
}

/**
 * The features of one file, checked for shape (a Feature object with an id); `allowed` are the
 * feature_type values the file may hold (a missing feature_type is taken as the file's own type).
 */
export function readFeatures(file: string, allowed: readonly string[], known: ReadonlySet<string>, list: unknown[], problems: Problem[]): RawFeature[] {
  const out: RawFeature[] = [];
  list.forEach((item, i) => {
    const index = i + 1;
    const f = item as { type?: unknown; id?: unknown; feature_type?: unknown; geometry?: unknown; properties?: unknown } | null;
    if (!f || typeof f !== 'object' || Array.isArray(f) || f.type !== 'Feature') {
      problems.push({ field: file, key: 'imdf.notFeature', params: { index } });
      return;
    }
    const id = typeof f.id === 'string' && f.id.trim() ? f.id : typeof f.id === 'number' ? String(f.id) : null;
    if (!id) {
      problems.push({ field: file, key: 'imdf.noId', params: { index } });
      return;
    }
    const featureType = f.feature_type === undefined || f.feature_type === null ? allowed[0] : String(f.feature_type);
    if (!known.has(featureType)) {
      problems.push({ field: `${file}#${id}`, key: 'imdf.unknownType', params: { type: JSON.stringify(featureType) } });
      return;
    }
    if (!allowed.includes(featureType)) {
      problems.push({ field: `${file}#${id}`, key: 'imdf.wrongType', params: { type: featureType, file } });
      return;
    }
    const properties = f.properties && typeof f.properties === 'object' && !Array.isArray(f.properties) ? (f.properties as Record<string, unknown>) : {};
    out.push({ id, featureType, geometry: f.geometry ?? null, properties });
  });
  return out;
}
