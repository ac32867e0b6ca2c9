import { roadApi } from '#contract/endpoints/road.js';
import { MAX_ROAD_SAVE_BODY_MB, MB } from '../../limits.js';
import { currentAdmin } from '../../plugins/auth.js';
import { OWNERSHIP_DOC } from '#contract/schemas/docs.js';
import { BuildingIdParams } from '#contract/schemas/entities.js';
import { Page, ok, responses } from '#contract/schemas/envelope.js';
import { pageWindow } from '../../shared/paging.js';
import {
  READ_DOC,
  READ_ROAD,
  RoadJsonQuery,
  RoadJsonSchema,
  RoadPatchQuery,
  RoadPatchRecordSchema,
  RoadSaveBody,
  RoadSaveResultSchema,
  RoadTaskPatchQuery,
  RouteBody,
  RouteResultSchema,
  TimeTaskSaveBody,
  TimeTaskSchema,
  WRITE_DOC,
} from '#contract/schemas/road.js';
import { DeletedSchema, IdsBody } from '#contract/schemas/userManagement.js';
import { roadJson, roadPatches, saveRoads } from '../../services/road/index.js';
import { previewRoute } from '../../services/road/route.js';
import { OCCURRENCE_CAP, deleteTasksChecked, saveTask, taskPage } from '../../services/road/task.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/** Spec §7 road calls (issue 6): the network with its statuses, opening/closing segments now, the history, the time tasks and (beyond spec §7) the route preview. */
const roadRoutes: RoutePlugin = async (app) => {
  route(
    app,
    roadApi.json,
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'The road network of a building’s draft with each feature’s status at an instant',
        description: `${READ_DOC} Road segments (LineString, one level, category corridor | door) and connectors (Point, \`levelIds\`). \`properties.status\` is the manual status; \`effectiveStatus\` applies the time tasks at \`at\` (default now): closed when closed by hand or by an active close task; an active open task cancels task closures, never a manual one.`,
        params: BuildingIdParams,
        querystring: RoadJsonQuery,
        response: responses(RoadJsonSchema),
      },
    },
    async (request) => ok(await roadJson(app.db, request.params.buildingId, request.query.at)),
  );

  route(
    app,
    roadApi.save,
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
    async (request) => ok(await saveRoads(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roadApi.patches,
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'The road patch history of a building’s draft (who opened or closed what, when), newest first',
        description: `${READ_DOC} \`featureId\`: only the patches touching that segment or connector.`,
        querystring: RoadPatchQuery,
        response: responses(Page(RoadPatchRecordSchema)),
      },
    },
    async (request) => {
      const { buildingId, featureId } = request.query;
      return ok(await roadPatches(app.db, { buildingId, featureId, ...pageWindow(request.query) }));
    },
  );

  route(
    app,
    roadApi.taskPatches,
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'A page of a building’s road time tasks, each with its occurrences in a range (the calendar list)',
        description: `${READ_DOC} Newest first. \`from\`/\`to\`: the range of the listed occurrences (default now to now + 14 days; \`to\` after \`from\`, at most 366 days later, else 10005); at most ${OCCURRENCE_CAP} occurrences a task. \`roadId\`: only the tasks naming that feature.`,
        querystring: RoadTaskPatchQuery,
        response: responses(Page(TimeTaskSchema)),
      },
    },
    async (request) => {
      const { buildingId, roadId, from, to } = request.query;
      return ok(await taskPage(app.db, { buildingId, roadId, from, to, ...pageWindow(request.query) }, request.language));
    },
  );

  route(
    app,
    roadApi.saveTask,
    {
      config: { auth: 'session', permission: 'EDIT_ROAD' },
      schema: {
        summary: 'Create (no id) or update a road time task',
        description: `${WRITE_DOC} Each occurrence lasts endsAt − startsAt and repeats (daily, or weekly on \`weekdays\`: ISO 1 = Monday … 7 = Sunday, the days occurrences START) at the wall-clock time of startsAt in \`timeZone\` (default Asia/Shanghai) until \`until\` (inclusive). 10005 naming the field: endsAt not after startsAt; an occurrence of 24 h or more (daily) or 7 days or more (weekly); weekly without weekdays; until before the first occurrence; an unknown time zone; a roadIds entry not a road segment or connector of the draft; exceptionOf naming anything but a close task of the building (an unknown task, or an open one); an overlapping contradictory task: an enabled task of the opposite action (close / open) on a common feature whose occurrences overlap this one’s (checked over the year after both have started), named in the message, unless the open task lists the close one in \`exceptionOf\` (an exception: it cancels the closure during its occurrences; a manual closure always holds). Another building’s task id (as \`id\` or in \`exceptionOf\`) or segment: 10004. Answers the task with its occurrences in the next 14 days.`,
        body: TimeTaskSaveBody,
        response: responses(TimeTaskSchema),
      },
    },
    async (request) => ok(await saveTask(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roadApi.deleteTask,
    {
      config: { auth: 'session', permission: 'EDIT_ROAD' },
      schema: {
        summary: 'Delete road time tasks (`{ id }` or `{ ids }`), all or nothing',
        description: `Needs EDIT_ROAD on the tasks’ building (10003); an unknown task, or one of another company’s building, answers 10004 and nothing is deleted. The call is about one building, the first task’s: tasks of two buildings answer 10004. ${OWNERSHIP_DOC}`,
        body: IdsBody,
        response: responses(DeletedSchema),
      },
    },
    async (request) => ok(await deleteTasksChecked(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    roadApi.route,
    {
      config: { auth: 'session', permission: READ_ROAD },
      schema: {
        summary: 'Route preview: the best walkable route between two places at an instant (beyond spec §7)',
        description: `Needs VIEW_BUILDING, EDIT_ROAD or EDIT_BUILDING on the building (10003; another company’s: 10004). Over the draft’s network: each end snaps onto the nearest road segment of its level (within 25 m, else \`no-road-near\`); features closed at \`at\` (manual status and time tasks, as road-json) are not walkable; \`step-free\` refuses stairs and escalators. Dijkstra minimises the estimated time (walking 1.2 m/s; lifts 30 s wait + 4 s a floor; escalators 20 s and stairs 25 s a floor). Not found: \`closed\` when the closures cut every route, else \`unreachable\`. 10005: an end neither \`{ levelId, lng, lat }\` nor \`{ featureId }\` of a POI, amenity, unit or opening of the draft, or an unknown level. ${OWNERSHIP_DOC}`,
        body: RouteBody,
        response: responses(RouteResultSchema),
      },
    },
    async (request) => ok(await previewRoute(app.db, request.body, request.language)),
  );
};

export default roadRoutes;
