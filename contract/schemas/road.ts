import { Type, type Static } from 'typebox';
import { FeatureSchema, MapLevelSchema, PatchRecordSchema } from './map.js';
import { OWNERSHIP_DOC } from './docs.js';
import { PageQuery } from './envelope.js';

/** Reads of the road editor: viewers of the building, road editors and building editors. */
export const READ_ROAD = ['VIEW_BUILDING', 'EDIT_ROAD', 'EDIT_BUILDING'] as const;
export const READ_DOC = `Needs VIEW_BUILDING, EDIT_ROAD or EDIT_BUILDING on the building (10003); another company’s building, or an unknown id, answers 10004. Reads the building’s draft. ${OWNERSHIP_DOC}`;
export const WRITE_DOC = `Needs EDIT_ROAD on the building (10003); another company’s building, or an unknown id, answers 10004. ${OWNERSHIP_DOC}`;

const Status = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
const Instant = (description: string) => Type.String({ format: 'date-time', description });

const ClosureSchema = Type.Object({
  kind: Type.Union([Type.Literal('manual'), Type.Literal('task')]),
  taskId: Type.Optional(Type.Integer()),
  reason: Type.String(),
});

const RoadFeatureSchema = Type.Object(
  {
    ...FeatureSchema.properties,
    properties: Type.Object(
      {
        ...FeatureSchema.properties.properties.properties,
        category: Type.Optional(Type.String({ description: 'road: corridor | door; connector: elevator | escalator | stairs' })),
        status: Type.Optional(Status),
        effectiveStatus: Status,
        closedBy: Type.Array(ClosureSchema, { description: 'Why it is closed at `at`: the manual closure and/or the active close tasks' }),
        openedBy: Type.Array(Type.Object({ taskId: Type.Integer(), reason: Type.String() }), { description: 'Active open tasks cancelling the task closures' }),
      },
      {
        additionalProperties: true,
        description: '`status` is the manual status (set by road/save; with statusReason, statusChangedAt, statusChangedBy); connectors carry `levelIds`.',
      },
    ),
  },
  { description: 'A road segment (LineString on one level) or a connector (lift, escalator, stairs joining levels)' },
);

export const RoadJsonSchema = Type.Object({
  buildingId: Type.Integer(),
  revision: Type.Integer({ description: 'The draft’s revision: send it as baseRevision to road/save' }),
  at: Instant('The instant the effective statuses are for'),
  levels: Type.Array(MapLevelSchema),
  features: Type.Array(RoadFeatureSchema),
});

export const RoadSaveBody = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  baseRevision: Type.Integer({ minimum: 0, description: 'The draft revision the editor read (road-json); another save since: 10006' }),
  changes: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1, maxLength: 200, description: 'A road segment or connector of the draft' }),
      status: Status,
      reason: Type.Optional(Type.String({ maxLength: 200, description: 'Required when closing (1–200 characters)' })),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
});

export const RoadSaveResultSchema = Type.Object({
  revision: Type.Integer({ description: 'The draft’s revision after the save (unchanged when nothing changed)' }),
  changed: Type.Integer({ description: 'Features whose status or reason changed' }),
});

export const RoadPatchRecordSchema = PatchRecordSchema('The road segment or connector');

const Repeat = Type.Union([Type.Literal('none'), Type.Literal('daily'), Type.Literal('weekly')]);
const Action = Type.Union([Type.Literal('close'), Type.Literal('open')], {
  description:
    'close (default): closes the features during each occurrence; open: keeps them open (an exception cancelling close tasks, never a manual closure)',
});

const OccurrenceSchema = Type.Object({ start: Instant('Start (inclusive)'), end: Instant('End (exclusive)') });

export const TimeTaskSchema = Type.Object({
  id: Type.Integer(),
  buildingId: Type.Integer(),
  name: Type.String(),
  reason: Type.String(),
  action: Action,
  roadIds: Type.Array(Type.String()),
  startsAt: Instant('Start of the first occurrence'),
  endsAt: Instant('End of the first occurrence (every occurrence lasts endsAt − startsAt)'),
  repeat: Repeat,
  weekdays: Type.Array(Type.Integer(), { description: 'ISO weekdays (1 = Monday … 7 = Sunday) on which weekly occurrences start' }),
  until: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Last start date of a repetition (inclusive, in timeZone)' }),
  timeZone: Type.String(),
  enabled: Type.Boolean(),
  exceptionOf: Type.Array(Type.Integer(), { description: 'For an open task: the close tasks it is an exception to (it may overlap them)' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  occurrences: Type.Array(OccurrenceSchema, { description: 'Occurrences overlapping [from, to), oldest first, at most 500 (listed even when disabled)' }),
  occurrencesTruncated: Type.Boolean({ description: 'More than 500 occurrences in the range' }),
});

export const TimeTaskSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, description: 'Absent: create; present: update that task of the building' })),
  buildingId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  action: Type.Optional(Action),
  roadIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 1000, description: 'Road segments or connectors of the draft' }),
  startsAt: Instant('Start of the first occurrence (with an offset or Z)'),
  endsAt: Instant('End of the first occurrence, after startsAt'),
  repeat: Repeat,
  weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7, description: 'Required for weekly; ignored otherwise' })),
  until: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, default: 'Asia/Shanghai', description: 'IANA zone of the wall-clock repetition' })),
  enabled: Type.Optional(Type.Boolean({ default: true })),
  exceptionOf: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 100,
      description:
        'For an open task: ids of this building’s close tasks it is an exception to (it may overlap them; without it an overlap is a contradiction). Ignored for close tasks.',
    }),
  ),
});

export const RouteEndSchema = Type.Object(
  {
    levelId: Type.Optional(Type.Integer({ minimum: 1 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    featureId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { description: '`{ levelId, lng, lat }` or `{ featureId }`: a POI or amenity (its point), a unit (its door, else its centre) or an opening (its middle)' },
);

export const RouteBody = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  from: RouteEndSchema,
  to: RouteEndSchema,
  at: Type.Optional(Instant('The instant whose closures apply (default now)')),
  profile: Type.Optional(
    Type.Union([Type.Literal('default'), Type.Literal('step-free')], { default: 'default', description: 'step-free: no stairs or escalators' }),
  ),
});

export const RouteResultSchema = Type.Object({
  found: Type.Boolean(),
  reason: Type.Optional(
    Type.Union([Type.Literal('closed'), Type.Literal('unreachable'), Type.Literal('no-road-near')], {
      description:
        'When not found: closed = closures cut every route; unreachable = no route even without closures; no-road-near = no road within 25 m of an end on its level',
    }),
  ),
  length: Type.Optional(Type.Number({ description: 'Metres (walked, plus the length of connector rides)' })),
  duration: Type.Optional(Type.Integer({ description: 'Seconds: walking at 1.2 m/s, lifts 30 s wait + 4 s a floor, escalators 20 s and stairs 25 s a floor' })),
  legs: Type.Optional(
    Type.Array(Type.Object({ levelId: Type.Integer(), coordinates: Type.Array(Type.Array(Type.Number())) }), {
      description: 'The line to draw per level visited, in order',
    }),
  ),
  steps: Type.Optional(
    Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('walk'), Type.Literal('elevator'), Type.Literal('escalator'), Type.Literal('stairs')]),
        levelId: Type.Integer(),
        toLevelId: Type.Optional(Type.Integer()),
        length: Type.Number(),
      }),
    ),
  ),
});

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type RoadStatusDto = Static<typeof Status>;
export type ClosureDto = Static<typeof ClosureSchema>;
export type RoadFeatureDto = Static<typeof RoadFeatureSchema>;
export type RoadJsonDto = Static<typeof RoadJsonSchema>;
export type RoadSaveInput = Static<typeof RoadSaveBody>;
export type RoadSaveResultDto = Static<typeof RoadSaveResultSchema>;
export type RoadPatchRecordDto = Static<typeof RoadPatchRecordSchema>;
export type TimeTaskDto = Static<typeof TimeTaskSchema>;
export type TimeTaskSaveInput = Static<typeof TimeTaskSaveBody>;
export type RouteInput = Static<typeof RouteBody>;
export type RouteResultDto = Static<typeof RouteResultSchema>;

/** road-json's query (the building is in the path, BuildingIdParams). */
export const RoadJsonQuery = Type.Object({ at: Type.Optional(Type.String({ format: 'date-time', description: 'ISO instant; default now' })) });

export const RoadPatchQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  featureId: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RoadTaskPatchQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  roadId: Type.Optional(Type.String({ maxLength: 200 })),
});
