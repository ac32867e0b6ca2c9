import type { Db } from '../db/types.js';
import { lruPer } from '../lru.js';
import { versionFeatures, type FeatureLoader, type MapFeature } from '../repos/map.js';

/** Versions kept per database (a few buildings' published versions and drafts). */
const keptFor = lruPer<Db, MapFeature[]>(24);

/**
 * Issue 19: a version's features read once, then kept: the map JSON re-read and re-parsed the mall's 2,086
 * feature rows on every request (most of the server's time with 50 admins at once). The key holds everything
 * the features depend on: the version row, its revision (every writer of a draft's features goes through
 * lockDraft, which bumps it; published versions never change) and the floors' ordinals (copied into each
 * feature, and changed by building edits without a revision).
 */
export const cachedFeatures: FeatureLoader = async (db, version, levels) => {
  const kept = keptFor(db);
  const key = `${version.id}:${version.revision}:${levels.map((level) => `${level.id}@${level.ordinal}`).join(',')}`;
  return kept.get(key) ?? kept.set(key, await versionFeatures(db, version.id));
};
