/**
 * Issue 15: 定位功能 location quality. The arithmetic of a fix's estimated error (the `accuracy` a location event
 * carries, metres), free of SQL: poor or not, its histogram bucket, and the percentiles a histogram answers.
 */

/** A fix is poor above this error: beyond it the app can no longer tell one shop front from the next. */
export const POOR_METRES = 5;
/** The histogram's bucket width. */
export const QUALITY_BUCKET_METRES = 0.5;
/** Buckets 0 … QUALITY_BUCKETS - 2 are closed; the last one holds every error of 50 m and more. */
export const QUALITY_BUCKETS = 101;

/** The error a location event reports, or null (an event without one is not rated). */
export const accuracyOf = (data: Record<string, unknown>): number | null =>
  typeof data.accuracy === 'number' && Number.isFinite(data.accuracy) && data.accuracy >= 0 ? data.accuracy : null;

export const isPoor = (accuracy: number): boolean => accuracy > POOR_METRES;

/** The bucket of an error (a hair of tolerance: 1.5 m is in [1.5, 2), not in [1, 1.5) through float noise). */
export const bucketOf = (accuracy: number): number => Math.min(QUALITY_BUCKETS - 1, Math.floor(accuracy / QUALITY_BUCKET_METRES + 1e-9));

/** The upper edge of a bucket, metres (the open last bucket answers its lower edge: "at least"). */
export const bucketEdge = (bucket: number): number => Math.round((bucket === QUALITY_BUCKETS - 1 ? bucket : bucket + 1) * QUALITY_BUCKET_METRES * 100) / 100;

/**
 * The p-th percentile (0 < p ≤ 1, nearest rank) of the errors a histogram counts: the edge of the bucket holding
 * the ceil(p·n)-th smallest error. Null for an empty histogram.
 */
export function percentileOf(histogram: readonly number[], p: number): number | null {
  const n = histogram.reduce((sum, x) => sum + x, 0);
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(p * n - 1e-9));
  let seen = 0;
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    seen += histogram[bucket];
    if (seen >= rank) return bucketEdge(bucket);
  }
  return bucketEdge(histogram.length - 1);
}

export interface AccuracyRow {
  buildingId: number;
  levelId: number;
  /** The building's local day, YYYY-MM-DD. */
  day: string;
  bucket: number;
  fixes: number;
}

export interface LevelUserRow {
  buildingId: number;
  levelId: number;
  day: string;
  userId: string;
}

const byKey = <T>(rows: Map<string, T>): T[] => [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);

/**
 * A batch's share of the quality rollups: fixes per level, day and error bucket, and who had a fix on each level and
 * day; rows come out sorted by key (concurrent writers lock rows in one order).
 */
export class QualityRows {
  private readonly buckets = new Map<string, AccuracyRow>();
  private readonly users = new Map<string, LevelUserRow>();

  add(key: Omit<AccuracyRow, 'fixes'>): void {
    const k = `${key.buildingId}|${key.levelId}|${key.day}|${String(key.bucket).padStart(3, '0')}`;
    const found = this.buckets.get(k);
    if (found) found.fixes += 1;
    else this.buckets.set(k, { ...key, fixes: 1 });
  }

  addUser(row: LevelUserRow): void {
    this.users.set(`${row.buildingId}|${row.day}|${row.levelId}|${row.userId}`, row);
  }

  accuracy(): AccuracyRow[] {
    return byKey(this.buckets);
  }

  levelUsers(): LevelUserRow[] {
    return byKey(this.users);
  }
}
