import { sql } from 'kysely';
import { Type } from 'typebox';
import { assertPermission, currentAdmin } from '../../plugins/auth.js';
import { AppError, Code, notFound } from '../../errors/codes.js';
import { deletePoiType, findPoiType, insertPoiType, poiTypeNameTaken, poiTypeUsage, updatePoiType } from '../../repos/poiType.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import { OWNERSHIP_DOC, assertOwnedBy } from '../../services/ownership.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';
import { PoiTypeRecordSchema, PoiTypeSaveBody } from '../../schemas/poi.js';

/** Issue 6 (beyond spec §7's list call): managing a building's POI types, used by the legend and the filters. */
export const poiTypeRoutes: RoutePlugin = async (app) => {
  app.post(
    '/location/poi/poi-type/save',
    {
      config: { auth: 'session', permission: 'EDIT_POI' },
      schema: {
        summary: 'Add (no id) or change a POI type of a building',
        description: `Needs EDIT_POI on the building (10003); another company’s building, or a type of another building, answers 10004. The name is unique in the building (trimmed, any case: 10006 naming \`name\`). \`sort\` defaults to after the others for a new type, and is kept when absent on a change. ${OWNERSHIP_DOC}`,
        body: PoiTypeSaveBody,
        response: responses(PoiTypeRecordSchema),
      },
    },
    async (request) => {
      const { id, buildingId, name, nameEn = '', icon, color, sort } = request.body;
      const trimmed = name.trim();
      if (!trimmed) throw invalid([field(request.language, 'name', 'field.required')]);
      const values = { buildingId, name: trimmed, nameEn: nameEn.trim(), icon, color: color.toLowerCase(), sort };
      return ok(
        await app.db.transaction().execute(async (trx) => {
          // One writer of a building's types at a time, so two saves cannot both take a free name.
          await sql`SELECT id FROM building WHERE id = ${buildingId} FOR UPDATE`.execute(trx);
          await assertOwnedBy(trx, buildingId, { poiTypeIds: [id] });
          if (id !== undefined) {
            const existing = await findPoiType(trx, id);
            if (!existing || existing.buildingId !== buildingId) throw notFound();
          }
          if (await poiTypeNameTaken(trx, buildingId, trimmed, id)) {
            throw new AppError(Code.CONFLICT, 'poiType.nameTaken', { name: trimmed }, [
              field(request.language, 'name', 'poiType.nameTaken', { name: trimmed }),
            ]);
          }
          return id === undefined ? insertPoiType(trx, values) : updatePoiType(trx, id, values);
        }),
      );
    },
  );

  app.post(
    '/location/poi/poi-type/delete',
    {
      // Checked here for "any building"; the handler checks the type's own building.
      config: { auth: 'session', permission: 'EDIT_POI' },
      schema: {
        summary: 'Delete a POI type that no POI uses',
        description:
          'Needs EDIT_POI on the type’s building (10003); a type of another company’s building, or an unknown id, answers 10004. Refused with 10006 while POIs of the draft or of a published version name the type (the message says how many).',
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const { id } = request.body;
      const type = await findPoiType(app.db, id);
      if (!type) throw notFound();
      await assertPermission(app.db, currentAdmin(request), 'EDIT_POI', type.buildingId);
      await app.db.transaction().execute(async (trx) => {
        // The building's lock orders this after any POI patch in flight (which may start using the type).
        await sql`SELECT id FROM building WHERE id = ${type.buildingId} FOR UPDATE`.execute(trx);
        const usage = await poiTypeUsage(trx, type);
        if (usage.draft + usage.published > 0) throw new AppError(Code.CONFLICT, 'poiType.inUse', usage);
        await deletePoiType(trx, id);
      });
      return ok({ id });
    },
  );
};
