import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { addBuilding, deleteBuilding, updateBuilding } from '../../repos/buildingWrite.js';
import { BuildingAddBody, BuildingSchema, BuildingUpdateBody } from '../../schemas/entities.js';
import { ok, responses } from '../../schemas/envelope.js';
import type { RoutePlugin } from '../../types.js';
import { OWNERSHIP_DOC } from '../../services/ownership.js';

const FLOORS =
  'Floor names must be unique within the building (10005 `levels[i].name`); ordinals need not be (an IMDF venue of several buildings has one floor per building at the same ordinal).';

/** Issue 5, building management: add, update, delete (spec §7; add and update with the console’s 60 s time-out). */
export const buildingManageRoutes: RoutePlugin = async (app) => {
  app.post(
    '/location/building/add',
    {
      config: { auth: 'session', permission: 'ADD_BUILDING' },
      schema: {
        summary: 'Add a building with its floors (and an empty draft map)',
        description: `Needs ADD_BUILDING (platform and company admins hold it; a business admin needs it on some building). \`companyId\`: platform admins must give it; others leave it out or give their own (else 10005 \`companyId\`). \`appId\`: an app of that company or null (else 10005 \`appId\`). ${FLOORS} Answers the building.`,
        body: BuildingAddBody,
        response: responses(BuildingSchema),
      },
    },
    async (request) => ok(await addBuilding(app.db, currentAdmin(request), request.body, request.language)),
  );

  app.post(
    '/location/building/update',
    {
      config: { auth: 'session', permission: 'EDIT_BUILDING', building: 'body.id' },
      schema: {
        summary: 'Update a building: name, address, app, anchor and its floors',
        description: `Needs EDIT_BUILDING on the building (10003; another company’s: 10004). \`levels\` is the whole list: floors without \`id\` are added, listed ones updated, missing ones removed — but a floor that the draft or any published version has features on cannot be removed (10005 \`levels\`, naming the floor and how many features it holds). ${FLOORS} The company never changes (a different \`companyId\`: 10005). Setting \`appId\` null takes the building out of its app (needed before deleting a published building). Answers the building. ${OWNERSHIP_DOC} Here: a floor id of another building in \`levels\`.`,
        body: BuildingUpdateBody,
        response: responses(BuildingSchema),
      },
    },
    async (request) => ok(await updateBuilding(app.db, currentAdmin(request), request.body, request.language)),
  );

  app.get(
    '/location/building/delete',
    {
      // A GET that deletes (the spec's path): refused cross-site like every POST (plugins/csrf.ts).
      config: { auth: 'session', permission: 'EDIT_BUILDING', building: 'query.id', changesState: true },
      schema: {
        summary: 'Delete a building with its floors, versions and map (spec §7: GET with ?id=)',
        description:
          'Needs EDIT_BUILDING on the building (10003; another company’s: 10004). Refused with 10006 while apps read it: it has published versions and is in an app — take it out of the app first (building/update with `appId: null`). Otherwise it is deleted with everything it holds (floors, versions, features, POI types, change history, grants on it).',
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(Type.Object({ id: Type.Integer(), deleted: Type.Integer({ description: '1' }) })),
      },
    },
    async (request) => {
      await deleteBuilding(app.db, currentAdmin(request), request.query.id);
      return ok({ id: request.query.id, deleted: 1 });
    },
  );
};
