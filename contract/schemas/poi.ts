import { Type, type Static, type TSchema } from 'typebox';
import { PoiTypeSchema } from './entities.js';
import { Literals, PageQuery } from './envelope.js';
import { PatchRecordSchema } from './map.js';

/** Issue 6: the text limits of a POI (the service checks them; the schema documents them). */
export const POI_LIMITS = { name: 100, nameEn: 100, openingHours: 200, keywords: 20, keyword: 30 } as const;

/** The icon keys the console draws (PoiTypeSchema's description lists the same). */
const POI_ICONS = ['shop', 'restaurant', 'service', 'toilet', 'elevator', 'escalator', 'stairs', 'entrance', 'parking', 'office', 'meeting'] as const;

// Null first: with Ajv's type coercion a null sent for a string would otherwise become "" (the first branch).
const Nullable = <T extends TSchema>(t: T, description?: string) => Type.Union([Type.Null(), t], description ? { description } : {});

const Point = Type.Tuple([Type.Number(), Type.Number()], { description: '[longitude, latitude] (WGS84)' });

/** A POI as the map layer and the editor read it (`poi/list`). */
const PoiSchema = Type.Object(
  {
    id: Type.String({ description: 'Feature id, stable across versions (new ones: poi-<uuid>)' }),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    poiTypeId: Nullable(Type.Integer(), 'A POI type of the building (poi/poi-type/list)'),
    levelId: Type.Integer(),
    unitId: Nullable(Type.String(), 'The unit (room) feature the POI belongs to, on the same level'),
    openingHours: Nullable(Type.String(), 'Free text, e.g. "Mo-Su 10:00-22:00"'),
    keywords: Type.Array(Type.String(), { description: 'Search keywords' }),
    visible: Type.Boolean({ description: 'Shown to app users (default true)' }),
    point: Point,
  },
  { description: 'A point of interest of the building’s draft map' },
);

const PoiPageRecordSchema = Type.Object({
  ...PoiSchema.properties,
  poiTypeName: Nullable(Type.String()),
  unitName: Nullable(Type.String()),
});

const Revision = Type.Integer({ description: 'The draft’s revision: send it back as baseRevision when saving' });

export const PoiPageSchema = Type.Object({ records: Type.Array(PoiPageRecordSchema), total: Type.Integer(), revision: Revision });
export const PoiListSchema = Type.Object({ records: Type.Array(PoiSchema), revision: Revision });

export const PoiPageQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  sort: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('id'), Type.Literal('poiTypeId'), Type.Literal('levelId')], {
      description: 'Sort field (default name); ties by id',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the Chinese or English name, any case (% and _ match themselves)' })),
  poiTypeId: Type.Optional(Type.Integer({ minimum: 1 })),
  levelId: Type.Optional(Type.Integer({ minimum: 1 })),
});

const PoiFields = {
  levelId: Type.Integer({ description: 'A level of this building' }),
  name: Type.String({ description: `1–${POI_LIMITS.name} characters` }),
  nameEn: Type.Optional(Nullable(Type.String({ description: `At most ${POI_LIMITS.nameEn} characters` }))),
  poiTypeId: Type.Optional(Nullable(Type.Integer(), 'A POI type of this building')),
  unitId: Type.Optional(Nullable(Type.String(), 'A unit feature of the same level')),
  openingHours: Type.Optional(Nullable(Type.String(), `At most ${POI_LIMITS.openingHours} characters`)),
  keywords: Type.Optional(Type.Array(Type.String(), { description: `At most ${POI_LIMITS.keywords} keywords of at most ${POI_LIMITS.keyword} characters` })),
  visible: Type.Optional(Type.Boolean({ description: 'Default true' })),
  point: Point,
};

const PoiChangeSchema = Type.Object(
  {
    op: Type.Union([Type.Literal('add'), Type.Literal('update'), Type.Literal('delete')]),
    id: Type.Optional(Type.String({ description: 'update / delete: the POI' })),
    poi: Type.Optional(
      Type.Object(
        { id: Type.Optional(Type.String({ description: 'Optional; must be unused in the draft (default poi-<uuid>)' })), ...PoiFields },
        { additionalProperties: false, description: 'add: the new POI' },
      ),
    ),
    set: Type.Optional(
      Type.Partial(Type.Object(PoiFields), { additionalProperties: false, description: 'update: only the fields that changed (null clears an optional one)' }),
    ),
  },
  {
    additionalProperties: false,
    description: '`{ op: "add", poi }` | `{ op: "update", id, set }` | `{ op: "delete", id }`',
  },
);

export const PoiSaveBody = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  baseRevision: Type.Integer({ minimum: 0, description: 'The draft revision the changes were made on (poi/page, poi/list)' }),
  changes: Type.Array(PoiChangeSchema, { minItems: 1, maxItems: 5000 }),
});

export const PoiSaveResultSchema = Type.Object({
  revision: Type.Integer({ description: 'The draft’s new revision' }),
  added: Type.Array(Type.String(), { description: 'The ids of the added POIs, in the order of the add changes' }),
  updated: Type.Integer({ description: 'How many POIs were changed' }),
  deleted: Type.Integer({ description: 'How many POIs were deleted' }),
});

export const PoiPatchRecordSchema = PatchRecordSchema('The POI');

export const PoiTypeRecordSchema = Type.Object(
  { ...PoiTypeSchema.properties, buildingId: Type.Integer(), sort: Type.Integer() },
  { description: 'A POI category of a building' },
);

export const PoiTypeSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, description: 'Absent: a new type' })),
  buildingId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: 30, description: '1–30 characters, unique in the building (any case)' }),
  nameEn: Type.Optional(Type.String({ maxLength: 60 })),
  icon: Type.Union(Literals(POI_ICONS), { description: `One of ${POI_ICONS.join(', ')}` }),
  color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' }),
  iconUrl: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Issue 13: an icon uploaded by platform-file/add with purpose poi-type-icon (its url, /static/file/<sha256>.<ext>); empty or absent: the key’s icon',
    }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'Legend order (default: after the others)' })),
});

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type PoiIcon = (typeof POI_ICONS)[number];
export type PoiDto = Static<typeof PoiSchema>;
export type PoiPageDto = Static<typeof PoiPageSchema>;
export type PoiListDto = Static<typeof PoiListSchema>;
export type PoiPageQueryInput = Static<typeof PoiPageQuery>;
export type PoiSaveInput = Static<typeof PoiSaveBody>;
export type PoiSaveResultDto = Static<typeof PoiSaveResultSchema>;
export type PoiPatchRecordDto = Static<typeof PoiPatchRecordSchema>;
export type PoiTypeRecordDto = Static<typeof PoiTypeRecordSchema>;
export type PoiTypeSaveInput = Static<typeof PoiTypeSaveBody>;

/** poi/list: every POI of the draft, or of one level. */
export const PoiListQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1 }), levelId: Type.Optional(Type.Integer({ minimum: 1 })) });

export const PoiPatchQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  featureId: Type.Optional(Type.String({ maxLength: 200, description: 'A POI id' })),
});

export const PoiTypeListSchema = Type.Array(PoiTypeSchema);

/** The id of the POI type deleted. */
export const PoiTypeDeletedSchema = Type.Object({ id: Type.Integer() });
