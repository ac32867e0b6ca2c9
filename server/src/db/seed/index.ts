import type { Db } from '../types.js';
import { seedDemo } from './demo.js';
import { syncPermissions } from './permissions.js';

export type SeedMode = 'demo' | 'none';

/** Returns true when the demo was written (only into a database without any company). */
export async function seed(db: Db, mode: SeedMode): Promise<boolean> {
  await syncPermissions(db);
  if (mode === 'none') return false;
  const company = await db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (company) return false;
  await seedDemo(db);
  return true;
}
