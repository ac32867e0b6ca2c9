import { BuildingIdQuery } from '#contract/schemas/entities.js';
import { beaconApi } from '#contract/endpoints/beacon.js';
import { currentAdmin } from '../../plugins/auth.js';
import {
  BeaconAddBody,
  BeaconDeleteBody,
  BeaconDeleted,
  BeaconPageQuery,
  BeaconPageSchema,
  BeaconSchema,
  BeaconStatisticsSchema,
  BeaconUpdateBody,
  BEACON_LIMITS,
} from '#contract/schemas/beacon.js';
import { BeaconForecastQuery, BeaconForecastSchema } from '#contract/schemas/beaconForecast.js';
import { ok, responses, IdQuery } from '#contract/schemas/envelope.js';
import { BEACON_READERS, BEACON_WRITERS, addBeacon, beaconDetail, beaconPage, beaconStatistics, changeBeacon, removeBeacons } from '../../services/beacon.js';
import { BATTERY_MODEL, beaconForecast } from '../../services/beaconForecast.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const READ = `Needs VIEW_BEACON_LIST or VIEW_BEACON_DISTRIBUTION (spec §6) on the building (10003); another company’s building, or an unknown id, answers 10004.`;
const HEALTH = `Health (deployed beacons only, first match): neverSeen, unseen (not seen for ${BEACON_LIMITS.unseenHours} h), batteryLow (below ${BEACON_LIMITS.batteryLowBelow} %, not on external power), healthy.`;
const RULES =
  'Every field is checked and each problem answers 10005 naming its field: UUID 8-4-4-4-12 hex (stored lower case), major and minor 0–65535, MAC as six hex pairs (stored upper case with “:”), a level of this building (`levelId`), a position inside the level’s outline (`lng`, `lat`), battery 0–100 and none on external power, dates YYYY-MM-DD. UUID + major + minor is unique in the building: 10006 naming `minor`. Nothing is written when anything is refused.';
const RECORD = 'Needs UPLOAD_BEACON (spec §6) on the beacon’s building (10003); a beacon of another company’s building, or an unknown id, answers 10004.';

/** Issue 13: beacons (spec §2 信标管理, §7 beacon/page and beacon/statistics). */
const beaconRoutes: RoutePlugin = async (app) => {
  route(
    app,
    beaconApi.page,
    {
      config: { auth: 'session', permission: BEACON_READERS },
      schema: {
        summary: 'A page of a building’s beacons',
        description: `${READ} Filters: level, lifecycle, health, text (\`q\`: part of the name, UUID, MAC or firmware, or a major or minor number). A level of another building answers 10005 naming \`levelId\`. ${HEALTH}`,
        querystring: BeaconPageQuery,
        response: responses(BeaconPageSchema),
      },
    },
    async (request) => ok(await beaconPage(app.db, request.query, request.language)),
  );

  route(
    app,
    beaconApi.statistics,
    {
      config: { auth: 'session', permission: BEACON_READERS },
      schema: {
        summary: 'Counts of a building’s beacons by lifecycle and health, in total and per level',
        description: `${READ} ${HEALTH}`,
        querystring: BuildingIdQuery,
        response: responses(BeaconStatisticsSchema),
      },
    },
    async (request) => ok(await beaconStatistics(app.db, request.query.buildingId)),
  );

  route(
    app,
    beaconApi.forecast,
    {
      config: { auth: 'session', permission: BEACON_READERS },
      schema: {
        summary: 'When each deployed beacon’s battery falls below the battery-low threshold, soonest first',
        description: `${READ} From the last reading, its time, the TX power and the advertising interval (a ${BATTERY_MODEL.capacityMah} mAh cell; see \`model\`). Beacons on external power or never read are only counted. A level of another building answers 10005 naming \`levelId\`.`,
        querystring: BeaconForecastQuery,
        response: responses(BeaconForecastSchema),
      },
    },
    async (request) => ok(await beaconForecast(app.db, request.query, request.language)),
  );

  route(
    app,
    beaconApi.one,
    {
      // Checked here for "any building"; the service checks the beacon's own building.
      config: { auth: 'session', permission: BEACON_READERS },
      schema: {
        summary: 'One beacon',
        description:
          'Needs VIEW_BEACON_LIST or VIEW_BEACON_DISTRIBUTION on the beacon’s building (10003); another company’s beacon, or an unknown id, answers 10004.',
        querystring: IdQuery,
        response: responses(BeaconSchema),
      },
    },
    async (request) => ok(await beaconDetail(app.db, currentAdmin(request), request.query.id)),
  );

  route(
    app,
    beaconApi.add,
    {
      config: { auth: 'session', permission: BEACON_WRITERS },
      schema: {
        summary: 'Add a beacon to a building',
        description: `Needs UPLOAD_BEACON (spec §6) on the building (10003); another company’s building answers 10004. ${RULES} Lifecycle defaults to planned (to be deployed).`,
        body: BeaconAddBody,
        response: responses(BeaconSchema),
      },
    },
    async (request) => ok(await addBeacon(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    beaconApi.update,
    {
      config: { auth: 'session', permission: BEACON_WRITERS },
      schema: {
        summary: 'Change a beacon (the fields sent), or retire it (`lifecycle: "retired"`)',
        description: `${RECORD} The building is the beacon’s own and cannot change. ${RULES} Turning external power on clears the battery unless one is sent.`,
        body: BeaconUpdateBody,
        response: responses(BeaconSchema),
      },
    },
    async (request) => ok(await changeBeacon(app.db, currentAdmin(request), request.body, request.language)),
  );

  route(
    app,
    beaconApi.delete,
    {
      config: { auth: 'session', permission: BEACON_WRITERS },
      schema: {
        summary: 'Delete one beacon (id) or several (ids)',
        description: `${RECORD} All or nothing: when any id is refused, none is deleted.`,
        body: BeaconDeleteBody,
        response: responses(BeaconDeleted),
      },
    },
    async (request) => ok(await removeBeacons(app.db, currentAdmin(request), request.body, request.language)),
  );
};

export default beaconRoutes;
