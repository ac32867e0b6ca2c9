import { withPrepareLock } from '../advisory.js';
import type { Db } from '../types.js';
import { seedDemo } from './demo.js';
import { syncPermissions } from './permissions.js';

export type SeedMode = 'demo' | 'none';

/**
 * Returns true when the demo was written (only into a database without any company). The check and the
 * writing happen under the prepare lock (issue 31): a second server started at once waits, then finds it.
 */
export async function seed(db: Db, mode: SeedMode): Promise<boolean> {
  return withPrepareLock(db, async (conn) => {
    await syncPermissions(conn);
    if (mode === 'none') return false;
    const company = await conn.selectFrom('company').select('id').limit(1).executeTakeFirst();
    if (company) return false;
    await seedDemo(conn);
    return true;
  });
}
