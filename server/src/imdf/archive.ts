/**
 * Opening an uploaded archive: the zip's files by base name, and each GeoJSON file's features. The zip is read
 * by the one bounded reader (transfer/zip.ts: inflated bytes counted per file and in all, never the sizes the
 * headers declare); the route runs this in a worker thread (`offThread.ts`).
 */
import { strFromU8 } from 'fflate';
import { MAX_ARCHIVE_MB, MAX_ENTRY_UNZIPPED_MB, MAX_UNZIPPED_MB } from '../limits.js';
import { ReadLimit, Zip } from '../transfer/zip.js';
import type { Problem, RawFeature } from './types.js';

export { MAX_ARCHIVE_MB };

export interface ArchiveEntry {
  /** The base name (folders inside the zip are ignored: a zipped folder imports like its files). */
  file: string;
  bytes: Uint8Array;
}

const skipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || baseName(name).startsWith('.');
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The files of a zip, or the problems that stop it from being read at all. */
export function openArchive(data: Uint8Array): { entries: ArchiveEntry[] } | { problems: Problem[] } {
  const unzipped: Array<{ name: string; bytes: Uint8Array }> = [];
  let reading = '';
  try {
    const zip = new Zip(data);
    for (const entry of zip.entries) {
      if (skipped(entry.name)) continue;
      reading = baseName(entry.name);
      unzipped.push({ name: entry.name, bytes: zip.read(entry) });
    }
  } catch (error) {
    if (error instanceof ReadLimit && error.limit === 'entry') {
      return { problems: [{ field: reading, key: 'imdf.entryTooBig', params: { file: reading, limit: MAX_ENTRY_UNZIPPED_MB } }] };
    }
    // Anything else that goes wrong reading the zip (a broken stream, a name that is not UTF-8…) is not a zip either.
    const key = error instanceof ReadLimit ? 'imdf.tooBigUnzipped' : 'imdf.notZip';
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
