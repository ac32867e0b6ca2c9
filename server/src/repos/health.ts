// What the readiness check asks the database: that it answers, and which migrations it has.
import type { Db } from '../db/types.js';

export async function appliedMigrationVersions(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('schemaMigration').select('version').execute();
  return rows.map((row) => row.version);
}
