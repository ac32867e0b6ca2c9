import type { Db } from '../../db/types.js';
import { lruPer, remember } from '../../lru.js';
import { networkOf, type FeatureRow, type NetworkLoader } from '../../repos/road.js';
import { buildGraph, type RoadGraph } from '../../roads/graph.js';
import { floorsKey } from '../mapFeatures.js';

/** Drafts kept per database. */
const keptFor = lruPer<Db, Promise<FeatureRow[]>>(16);

/**
 * Issue 19: a draft's road network read once per revision of it (lockDraft bumps it with every change of the
 * draft but a POI save), instead of on every route preview. Timed closures are not in it: they are applied per
 * request, at the request's time.
 */
export const cachedNetwork: NetworkLoader = (db, versionId, networkRevision) =>
  remember(keptFor(db), `${versionId}:${networkRevision}`, () => networkOf(db, versionId));

/** The walk graph of one network and its floors, built once per pair (the network array is the cache's). */
const graphs = new WeakMap<readonly FeatureRow[], Map<string, RoadGraph>>();

export function graphOf(features: readonly FeatureRow[], levels: Parameters<typeof buildGraph>[1]): RoadGraph {
  let byLevels = graphs.get(features);
  if (!byLevels) graphs.set(features, (byLevels = new Map()));
  const key = floorsKey(levels);
  let graph = byLevels.get(key);
  if (!graph) byLevels.set(key, (graph = buildGraph(features, levels)));
  return graph;
}
