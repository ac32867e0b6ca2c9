import type { Db } from '../../db/types.js';
import { analyzeUsage, dropExpiredEvents } from '../../repos/usagePartitions.js';

const HOUR = 3_600_000;

/** Drops raw events past the retention period a minute after start and every hour (one server instance at a time does it), and refreshes the statistics. */
export function startRetention(db: Db, retentionDays: number, log: (line: string) => void): () => void {
  const run = () =>
    dropExpiredEvents(db, new Date(), retentionDays)
      .then(({ partitions, rows }) => {
        if (partitions.length || rows) log(`usage retention (${retentionDays} days): dropped ${partitions.join(', ') || 'no partition'}, ${rows} rows`);
        return analyzeUsage(db);
      })
      .catch((error: unknown) => log(`usage retention failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
