// Issue 31: screenshots an app uploaded but no feedback names are deleted (record and stored bytes) after a
// documented time (FEEDBACK_SCREENSHOT_UNATTACHED_HOURS), by whichever server instance runs the sweep.
import type { Db } from '../../db/types.js';
import type { FileStore } from '../../files/store.js';
import { deleteUnattachedScreenshot, unattachedScreenshots } from '../../repos/feedback.js';
import { lockFileKey, recordsOf } from '../../repos/platformFile.js';

const BATCH = 200;

/**
 * Deletes the screenshots no feedback names that were uploaded more than `hours` before `now`; answers how many.
 * Each under its bytes' lock (an upload of the same bytes waits): the record goes, and the stored object too
 * unless another record names the same bytes. A feedback attaching it meanwhile keeps it (the delete re-checks).
 */
export async function deleteUnattachedScreenshots(db: Db, store: FileStore, hours: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - hours * 3_600_000);
  let deleted = 0;
  for (;;) {
    const batch = await unattachedScreenshots(db, before, BATCH);
    for (const shot of batch) {
      const gone = await db.transaction().execute(async (trx) => {
        await lockFileKey(trx, shot.sha256);
        if (!(await deleteUnattachedScreenshot(trx, shot.id))) return false;
        if ((await recordsOf(trx, shot.sha256)) === 0) await store.remove(trx, shot.sha256);
        return true;
      });
      if (gone) deleted++;
    }
    if (batch.length < BATCH) return deleted;
  }
}

/** Sweeps every hour, the first time a minute after the start (unref'd: it never keeps the process alive). */
export function startScreenshotSweep(db: Db, store: FileStore, hours: number, log: (line: string) => void): () => void {
  const run = () =>
    deleteUnattachedScreenshots(db, store, hours)
      .then((n) => n && log(`feedback: deleted ${n} screenshot(s) no feedback named within ${hours} h`))
      .catch((error: unknown) => log(`feedback screenshot clean-up failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, 3_600_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
