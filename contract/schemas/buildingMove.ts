import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1 });

export const BuildingMoveBody = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The building' }),
  companyId: Type.Integer({ minimum: 1, description: 'The company it moves to (another than its own: else 10005)' }),
});
export type BuildingMoveInput = Static<typeof BuildingMoveBody>;

/** Issue 16: what moving a building to another company does, shown before it is confirmed and answered after. */
export const BuildingMoveSchema = Type.Object(
  {
    buildingId: Id,
    buildingName: Type.String(),
    fromCompanyId: Id,
    fromCompanyName: Type.String(),
    toCompanyId: Id,
    toCompanyName: Type.String(),
    grants: Type.Array(Type.Object({ id: Id, adminEmail: Type.String(), roleName: Type.String() }), {
      description: 'Roles granted on this building to the old company’s business admins: revoked (audited)',
    }),
    appName: Type.Union([Type.String(), Type.Null()], { description: 'The old company’s app the building leaves (null: in none)' }),
    links: Type.Integer({ description: 'That app’s navigation links for the building: deleted with it' }),
    qrcodes: Type.Integer({ description: 'The building’s QR codes: kept, they belong to the building' }),
    statisticsDays: Type.Integer({ description: 'Days of statistics: kept with the building, the new company sees its history' }),
  },
  { description: 'What a move does: grants revoked, app left, links deleted; map, QR codes and statistics kept' },
);
export type BuildingMoveDto = Static<typeof BuildingMoveSchema>;
