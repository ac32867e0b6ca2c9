// Issue 16 company-buildings-update: a building moves to another company. Decided: the old company's grants on it
// are revoked (its admins lose it), it leaves its app (apps belong to a company) with that app's navigation links for
// it; its map, versions, regions, POIs, roads, beacons, QR codes and statistics stay with the building.
import type { SessionAdmin } from '../../auth/session.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../errors/codes.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import type { Language } from '../../errors/messages.js';
import { writeAudit } from '../../repos/audit.js';
import { findBuilding } from '../../repos/building/index.js';
import { lockBuildingRow, moveBuildingRow, moveCounts } from '../../repos/building/move.js';
import { findCompany } from '../../repos/company.js';
import { deleteGrants, listGrants } from '../../repos/role.js';
import type { BuildingMoveDto, BuildingMoveInput } from '#contract/schemas/buildingMove.js';
import { revokeDrafts } from '../admin.js';

/** What the move would do, with the grants and app it reads (the move acts on the very rows it shows). */
async function planMove(db: Db, input: BuildingMoveInput, language: Language) {
  const building = await findBuilding(db, input.id);
  if (!building) throw notFound();
  const [from, to] = await Promise.all([findCompany(db, building.companyId), findCompany(db, input.companyId)]);
  if (!to) throw invalid([field(language, 'companyId', 'building.companyUnknown')]);
  if (to.id === building.companyId) throw invalid([field(language, 'companyId', 'building.moveSameCompany')]);
  const [grants, counts] = await Promise.all([listGrants(db, { buildingId: building.id }), moveCounts(db, building.id, building.appId)]);
  const dto: BuildingMoveDto = {
    buildingId: building.id,
    buildingName: building.name,
    fromCompanyId: building.companyId,
    fromCompanyName: from?.name ?? '',
    toCompanyId: to.id,
    toCompanyName: to.name,
    grants: grants.map((g) => ({ id: g.id, adminEmail: g.adminEmail, roleName: g.roleName })),
    appName: building.appName ?? null,
    links: counts.links,
    qrcodes: counts.qrcodes,
    statisticsDays: counts.days,
  };
  return { dto, grants, appId: building.appId };
}

/** building/move-preview: what the move would do, nothing changed. Unknown building 10004; unknown or same company 10005. */
export async function previewMove(db: Db, input: BuildingMoveInput, language: Language): Promise<BuildingMoveDto> {
  return (await planMove(db, input, language)).dto;
}

/** building/move: does what the preview says, in one transaction, audited; answers what it did. */
export async function moveBuilding(db: Db, actor: SessionAdmin, input: BuildingMoveInput, language: Language): Promise<BuildingMoveDto> {
  return db.transaction().execute(async (trx) => {
    await lockBuildingRow(trx, input.id);
    const { dto: plan, grants, appId } = await planMove(trx, input, language);
    await deleteGrants(
      trx,
      grants.map((g) => g.id),
    );
    await moveBuildingRow(trx, input.id, input.companyId, appId);
    await writeAudit(trx, actor, [
      ...revokeDrafts(grants, plan.fromCompanyId),
      {
        action: 'update',
        entity: 'building',
        entityId: input.id,
        // Issue 31: before holds the old company's values (its name, its app, its links), after the new one's;
        // each company reads its own side of this entry, the other side redacted.
        companyId: input.companyId,
        beforeCompanyId: plan.fromCompanyId,
        before: { companyId: plan.fromCompanyId, companyName: plan.fromCompanyName, appName: plan.appName, links: plan.links },
        after: { companyId: plan.toCompanyId, companyName: plan.toCompanyName, appName: null, links: 0 },
      },
    ]);
    return plan;
  });
}
