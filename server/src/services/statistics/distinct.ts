import type { Db } from '../../db/types.js';
import { rangeBitmaps } from '../../repos/usageBitmap.js';
import { unionSizes, type BitmapKey } from '../../usage/bitmaps.js';

/**
 * Distinct users over [start, end) (whole local days): the union of the days' bitmaps of a dimension (or of a kind
 * of key of the POI and QR code analysis), per value, or per group of values (`groupsOf` names a value's groups).
 */
export async function distinctUsers(
  db: Db,
  q: { buildingId: number; dim: BitmapKey['dim'] | ReadonlyArray<BitmapKey['dim']>; start: number | Date; end: number | Date },
  groupsOf?: (value: string) => readonly string[],
): Promise<Map<string, number>> {
  const days = await rangeBitmaps(db, { buildingId: q.buildingId, dim: q.dim, start: new Date(q.start), end: new Date(q.end) });
  return unionSizes(days, groupsOf);
}
