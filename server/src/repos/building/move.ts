import { sql } from 'kysely';
import type { Db } from '../../db/types.js';

/** What moving a building to another company touches (issue 16): its app's links, its QR codes, its statistics' days. */
export async function moveCounts(db: Db, buildingId: number, appId: number | null) {
  const row = await sql<{ links: number; qrcodes: number; days: number }>`SELECT
      (SELECT count(*)::int FROM source WHERE building_id = ${buildingId} AND app_id = ${appId ?? 0}) AS links,
      (SELECT count(*)::int FROM qrcode WHERE building_id = ${buildingId}) AS qrcodes,
      (SELECT count(DISTINCT period)::int FROM usage_count WHERE building_id = ${buildingId} AND grain = 'D') AS days`.execute(db);
  return row.rows[0];
}

/** The building under its new company, out of any app; its old app's navigation links for it go. */
export async function moveBuildingRow(db: Db, buildingId: number, companyId: number, appId: number | null): Promise<void> {
  if (appId !== null) await db.deleteFrom('source').where('buildingId', '=', buildingId).where('appId', '=', appId).execute();
  await db.updateTable('building').set({ companyId, appId: null }).where('id', '=', buildingId).execute();
}

/** Locks the building's row for the rest of the transaction (a move and its preview's figures see one state). */
export async function lockBuildingRow(trx: Db, buildingId: number): Promise<void> {
  await trx.selectFrom('building').select('id').where('id', '=', buildingId).forUpdate().executeTakeFirst();
}
