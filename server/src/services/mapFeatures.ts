import type { Db } from '../db/types.js';
import { versionFeatures, type FeatureLoader, type MapFeature } from '../repos/map.js';

/** Versions kept per database: a few buildings' published versions and drafts. */
const KEPT = 24;

/** Per database handle (tests open many in one process, and their row ids repeat). */
const byDb = new WeakMap<Db, Map<string, MapFeature[]>>();

/**
 * Issue 19: a version's features read once, then kept: the map JSON re-read and re-parsed the mall's 2,086
 * feature rows on every request (most of the server's time with 50 admins at once). The key holds everything
 * the features depend on: the version row, its revision (every writer of a draft's features goes through
 * lockDraft, which bumps it; published versions never change) and the floors' ordinals (copied into each
 * feature, and changed by building edits without a revision). Least recently used first out.
 */
export const cachedFeatures: FeatureLoader = async (db, version, levels) => {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  const key = `${version.id}:${version.revision}:${levels.map((level) => `${level.id}@${level.ordinal}`).join(',')}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const features = await versionFeatures(db, version.id);
  kept.set(key, features);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return features;
};
