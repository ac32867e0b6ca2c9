import type { Db } from '../db/types.js';
import { lruPer, remember } from '../lru.js';
import { versionFeatures, type MapFeature } from '../repos/map.js';
import type { FeatureLoader } from '../repos/mapJson.js';

/** The floors as a key part: their ids and ordinals (features and the walk graph copy the ordinals). */
export const floorsKey = (levels: readonly { id: number; ordinal: number }[]): string => levels.map((level) => `${level.id}@${level.ordinal}`).join(',');

/** Versions kept per database (a few buildings' published versions and drafts). */
const keptFor = lruPer<Db, Promise<MapFeature[]>>(24);

/**
 * Issue 19: a version's features read once, then kept: the map JSON re-read and re-parsed the mall's 2,086
 * feature rows on every request (most of the server's time with 50 admins at once). The key holds everything
 * the features depend on: the version row, its revision (every writer of a draft's features goes through
 * lockDraft, which bumps it; published versions never change) and the floors' ordinals (copied into each
 * feature, and changed by building edits without a revision).
 */
export const cachedFeatures: FeatureLoader = (db, version, levels) =>
  remember(keptFor(db), `${version.id}:${version.revision}:${floorsKey(levels)}`, () => versionFeatures(db, version.id));
