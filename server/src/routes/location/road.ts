import { Type } from 'typebox';
import { currentAdmin } from '../../plugins/auth.js';
import { notFound, type FieldError } from '../../errors/codes.js';
import { lockDraft } from '../../repos/map.js';
import { pagePatches, recordPatch, type FeatureChange } from '../../repos/patch.js';
import { NETWORK_TYPES, draftNetwork, featuresByIds, mergeProperties } from '../../repos/road.js';
import { buildingVisible } from '../../repos/building.js';
import { networkStatus } from '../../roads/timeTasks.js';
import { Page, PageQuery, ok, pageWindow, responses } from '../../schemas/envelope.js';
import { field, invalid } from '../../errors/fieldErrors.js';
import { assertOwnedBy } from '../../services/ownership.js';
import type { RoutePlugin } from '../../types.js';
import { MAX_ROAD_SAVE_BODY_MB, MB } from '../../limits.js';
import { roadRouteRoutes } from './roadRoute.js';
import { READ_DOC, READ_ROAD, RoadJsonSchema, RoadPatchRecordSchema, RoadSaveBody, RoadSaveResultSchema, WRITE_DOC } from '../../schemas/road.js';
import { roadTaskRoutes } from './roadTask.js';

/** Rolls a save back when it would change nothing (the revision stays as it was). */
class NothingChanged {
  constructor(readonly revision: number) {}
}

/** Spec §7 road calls (issue 6): the network with its statuses, opening/closing segments now, the history. */
export const roadRoutes: RoutePlugin = async (app) => {
  app.get(
    '/location/road/road-json/:buildingId',
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'The road network of a building’s draft with each feature’s status at an instant',
        description: `${READ_DOC} Road segments (LineString, one level, category corridor | door) and connectors (Point, \`levelIds\`). \`properties.status\` is the manual status; \`effectiveStatus\` applies the time tasks at \`at\` (default now): closed when closed by hand or by an active close task; an active open task cancels task closures, never a manual one.`,
        params: Type.Object({ buildingId: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ at: Type.Optional(Type.String({ format: 'date-time', description: 'ISO instant; default now' })) }),
        response: responses(RoadJsonSchema),
      },
    },
    async (request) => {
      const { buildingId } = request.params;
      if (!(await buildingVisible(app.db, buildingId))) throw notFound();
      const at = request.query.at ? new Date(request.query.at) : new Date();
      const network = await draftNetwork(app.db, buildingId);
      const ordinal = new Map(network.levels.map((l) => [l.id, l.ordinal]));
      const status = networkStatus(network.features, network.tasks, at);
      return ok({
        buildingId,
        revision: network.revision,
        at: at.toISOString(),
        levels: network.levels,
        features: network.features.map((f) => ({
          type: 'Feature' as const,
          id: f.id,
          geometry: f.geometry,
          properties: {
            name: null,
            nameEn: null,
            ...f.properties,
            status: f.properties.status === 'closed' ? ('closed' as const) : ('open' as const),
            featureType: f.featureType,
            levelId: f.levelId,
            ordinal: f.levelId === null ? null : (ordinal.get(f.levelId) ?? null),
            ...status.get(f.id)!,
          },
        })),
      });
    },
  );

  app.post(
    '/location/road/save',
    {
      config: { auth: 'session', permission: 'EDIT_ROAD' },
      // Issue 10: 1,000 changes with 200-character reasons fit well under it.
      bodyLimit: MAX_ROAD_SAVE_BODY_MB * MB,
      schema: {
        summary: 'Open or close road segments and connectors now (a road patch of the draft)',
        description: `${WRITE_DOC} The body is at most ${MAX_ROAD_SAVE_BODY_MB} MB (a larger one: 10005 naming the limit, unread). Sets the manual \`status\` (with statusReason, statusChangedAt, statusChangedBy) of each named feature in the draft, all or nothing, recorded as a road patch (before/after per feature). A reason (1–200 characters) is required when closing. 10005 (naming \`changes[i].id\`): an id not in the draft (nor in any other building), a feature that is not a road segment or connector, an id listed twice. 10006: \`baseRevision\` is not the draft’s revision (someone saved in between). A save that changes nothing keeps the revision.`,
        body: RoadSaveBody,
        response: responses(RoadSaveResultSchema),
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { buildingId, baseRevision, changes } = request.body;
      const language = request.language;
      try {
        return ok(
          await app.db.transaction().execute(async (trx) => {
            await assertOwnedBy(trx, buildingId, { featureIds: changes.map((c) => c.id) });
            const draft = await lockDraft(trx, buildingId, admin.id, baseRevision);
            const found = new Map((await featuresByIds(trx, draft.id, [...new Set(changes.map((c) => c.id))])).map((f) => [f.id, f]));
            const errors: FieldError[] = [];
            const seen = new Set<string>();
            changes.forEach((c, i) => {
              const f = found.get(c.id);
              if (seen.has(c.id)) errors.push(field(language, `changes[${i}].id`, 'road.duplicate', { id: c.id }));
              else if (!f) errors.push(field(language, `changes[${i}].id`, 'road.unknownFeature', { id: c.id }));
              else if (!NETWORK_TYPES.includes(f.featureType))
                errors.push(field(language, `changes[${i}].id`, 'road.notNetwork', { id: c.id, type: f.featureType }));
              if (c.status === 'closed' && !c.reason?.trim()) errors.push(field(language, `changes[${i}].reason`, 'road.reasonRequired'));
              seen.add(c.id);
            });
            if (errors.length) throw invalid(errors);

            const now = new Date().toISOString();
            const recorded: FeatureChange[] = [];
            for (const c of changes) {
              const f = found.get(c.id)!;
              const reason = c.reason?.trim() || null;
              const before = {
                status: f.properties.status === 'closed' ? 'closed' : 'open',
                reason: (f.properties.statusReason as string | null | undefined) ?? null,
              };
              if (before.status === c.status && before.reason === reason) continue;
              const patch = { status: c.status, statusReason: reason, statusChangedAt: now, statusChangedBy: admin.email };
              await mergeProperties(trx, draft.id, c.id, patch);
              recorded.push({
                id: c.id,
                op: 'update',
                before: { properties: f.properties, geometry: f.geometry },
                after: { properties: { ...f.properties, ...patch }, geometry: f.geometry },
              });
            }
            if (!recorded.length) throw new NothingChanged(baseRevision);
            const closed = recorded.filter((r) => r.after!.properties.status === 'closed').length;
            await recordPatch(trx, {
              buildingId,
              kind: 'road',
              revision: draft.revision,
              actor: { id: admin.id, email: admin.email },
              summary: `关闭 ${closed}，开放 ${recorded.length - closed}`,
              changes: recorded,
            });
            return { revision: draft.revision, changed: recorded.length };
          }),
        );
      } catch (error) {
        if (error instanceof NothingChanged) return ok({ revision: error.revision, changed: 0 });
        throw error;
      }
    },
  );

  app.get(
    '/location/road/road-patch',
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'The road patch history of a building’s draft (who opened or closed what, when), newest first',
        description: `${READ_DOC} \`featureId\`: only the patches touching that segment or connector.`,
        querystring: Type.Object({
          ...PageQuery,
          buildingId: Type.Integer({ minimum: 1 }),
          featureId: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: responses(Page(RoadPatchRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, featureId } = request.query;
      await assertOwnedBy(app.db, buildingId, { featureIds: [featureId] });
      const { limit, offset } = pageWindow(request.query);
      const page = await pagePatches(app.db, { buildingId, kinds: ['road'], featureId, limit, offset });
      return ok({
        records: page.records.map((r) => ({
          id: r.id,
          revision: r.revision,
          actorEmail: r.actorEmail,
          summary: r.summary,
          changes: r.changes,
          createdAt: r.createdAt,
        })),
        total: page.total,
      });
    },
  );

  await app.register(roadTaskRoutes);
  await app.register(roadRouteRoutes);
};
