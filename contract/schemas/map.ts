import { Type, type Static } from 'typebox';
import { RegionSchema } from './entities.js';
import { Literals } from './envelope.js';
import { MAX_TAGS } from '../endpoints/map.js';

const FEATURE_TYPES = ['building', 'footprint', 'level', 'unit', 'opening', 'fixture', 'amenity', 'poi', 'section', 'road', 'connector'] as const;

const FeatureCountsSchema = Type.Object({
  units: Type.Integer(),
  openings: Type.Integer(),
  amenities: Type.Integer(),
  pois: Type.Integer(),
  sections: Type.Integer(),
  roads: Type.Integer(),
});

export const BuildingVersionSchema = Type.Object(
  {
    id: Type.Integer(),
    buildingId: Type.Integer(),
    version: Type.Union([Type.Integer(), Type.Null()], { description: 'null for the draft' }),
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    publishedBy: Type.Union([Type.String(), Type.Null()], { description: 'E-mail of the admin who published it; null for the draft and the seed’s version 1' }),
    counts: FeatureCountsSchema,
    revision: Type.Integer({
      description:
        'The draft’s revision (each save or patch bumps it; send it back as `baseRevision`); a published version keeps the draft revision it was made from',
    }),
    updatedAt: Type.String({ format: 'date-time', description: 'When the draft was last changed (published: when the draft it was made from was)' }),
    updatedBy: Type.Union([Type.String(), Type.Null()], { description: 'E-mail of the admin who last changed it; null: nobody yet (seed, import)' }),
  },
  { description: 'A version of a building’s map: the draft (editors change it) or a published one (apps read it)' },
);

/** GeoJSON geometry, passed through as stored (permissive on purpose). */
const GeometrySchema = Type.Object(
  { type: Type.String({ description: 'Point, LineString, Polygon, MultiPolygon …' }), coordinates: Type.Array(Type.Unknown()) },
  { additionalProperties: true },
);

export const FeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: Type.String({ description: 'Stable across versions' }),
    geometry: GeometrySchema,
    properties: Type.Object(
      {
        featureType: Type.Union(Literals(FEATURE_TYPES)),
        levelId: Type.Union([Type.Integer(), Type.Null()], { description: 'null for building, footprint and connector' }),
        ordinal: Type.Union([Type.Integer(), Type.Null()]),
        name: Type.Union([Type.String(), Type.Null()]),
        nameEn: Type.Union([Type.String(), Type.Null()]),
      },
      { additionalProperties: true, description: 'Plus per type: category, poiTypeId, unitId, status, levelIds, regionId …' },
    ),
  },
  { description: 'An IMDF-like GeoJSON feature in WGS84' },
);

/** A WGS84 position as GeoJSON writes it: [longitude, latitude]. */
const LngLatPair = Type.Tuple([Type.Number(), Type.Number()], { description: '[lng, lat]' });

const Bbox = Type.Union([Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]), Type.Null()], {
  description: '[west, south, east, north]; null: no features',
});

export const MapLevelSchema = Type.Object({ id: Type.Integer(), ordinal: Type.Integer(), name: Type.String(), shortName: Type.String() });

export const MapJsonSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    buildingId: Type.Integer(),
    version: Type.Union([Type.Integer(), Type.Null()], { description: 'The version number; null for the draft' }),
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    bbox: Bbox,
    center: Type.Union([LngLatPair, Type.Null()], {
      description: '[lng, lat]: the building’s anchor, else the bbox centre; null: neither (no anchor, no features)',
    }),
    levels: Type.Array(MapLevelSchema),
    features: Type.Array(FeatureSchema),
  },
  { description: 'One building version as a GeoJSON FeatureCollection' },
);

export const PublishResultSchema = Type.Object({
  version: Type.Integer({ description: 'The new published version' }),
  changes: Type.Object(
    { added: Type.Integer(), changed: Type.Integer(), removed: Type.Integer() },
    { description: 'Draft against the previous published version, by feature id' },
  ),
});

export const RegionPageRecordSchema = Type.Object({ ...RegionSchema.properties, poiCount: Type.Integer() });

export const RegionDetailSchema = Type.Object({
  ...RegionSchema.properties,
  geometry: GeometrySchema,
  pois: Type.Array(Type.Object({ id: Type.String(), name: Type.Union([Type.String(), Type.Null()]), poiTypeId: Type.Union([Type.Integer(), Type.Null()]) })),
});

const ChangeCountsSchema = Type.Object({ added: Type.Integer(), changed: Type.Integer(), removed: Type.Integer() });

export const PublishPreviewSchema = Type.Object({
  nextVersion: Type.Integer({ description: 'The version map/publish would create' }),
  changes: ChangeCountsSchema,
  byType: Type.Record(Type.String(), ChangeCountsSchema, { description: 'The same per feature type (every type, zeros included)' }),
});

export const DraftSaveBody = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  baseRevision: Type.Integer({ minimum: 0, description: 'The draft revision the features were edited from (building-version answers it); another: 10006' }),
  features: Type.Array(Type.Unknown({ description: 'A GeoJSON feature as map-json answers it (checked by the call itself, see above)' }), {
    maxItems: 50_000,
    description:
      'The whole draft (at most 50,000 features), each as map-json answers it: `id`, `geometry`, `properties.featureType`, `properties.levelId`, other properties kept (`ordinal` is derived and dropped).',
  }),
});

export const DraftSaveResultSchema = Type.Object({
  revision: Type.Integer({ description: 'The draft’s new revision' }),
  counts: FeatureCountsSchema,
  changes: Type.Object({ ...ChangeCountsSchema.properties }, { description: 'What this save changed in the draft, by feature id' }),
});

export const StaticMapSchema = Type.Object({
  buildingId: Type.Integer(),
  version: Type.Union([Type.Integer(), Type.Null()], { description: 'The newest published version; null: none yet' }),
  url: Type.Union([Type.String(), Type.Null()], { description: '/static/map/<buildingId>/<version>.geojson, or null' }),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes of the file at `url` (uncompressed)' }),
  levels: Type.Array(Type.Object({ ...MapLevelSchema.properties, bbox: Bbox, counts: FeatureCountsSchema }), {
    description: 'Every floor with the extent and counts of its features in that version',
  }),
  bbox: Bbox,
  center: Type.Union([LngLatPair, Type.Null()], { description: '[lng, lat]: the anchor, else the bbox centre; null: neither' }),
});

const MapTagSchema = Type.Object(
  {
    featureId: Type.String(),
    featureType: Type.Union(Literals(['unit', 'poi', 'amenity', 'section'])),
    levelId: Type.Integer(),
    name: Type.String({ description: 'The name, else the English name' }),
    nameEn: Type.Union([Type.String(), Type.Null()]),
    category: Type.Union([Type.String(), Type.Null()], { description: 'Units, amenities, sections: their IMDF category' }),
    poiTypeId: Type.Union([Type.Integer(), Type.Null()], { description: 'POIs: their POI type' }),
    point: Type.Tuple([Type.Number(), Type.Number()], { description: '[lng, lat] where the label goes' }),
  },
  { description: 'A label of the map: a named unit, POI, amenity or section' },
);

const FeatureState = Type.Union([Type.Null(), Type.Object({ properties: Type.Record(Type.String(), Type.Unknown()), geometry: Type.Unknown() })], {
  description: 'The feature’s properties and geometry; null when absent (before an add, after a delete)',
});

/** One change set of a building's draft as the histories answer it (map_patch: POI and road patches). */
export const PatchRecordSchema = (feature: string) =>
  Type.Object({
    id: Type.Integer(),
    revision: Type.Integer({ description: 'The draft revision this patch produced' }),
    actorEmail: Type.String(),
    summary: Type.String(),
    changes: Type.Array(
      Type.Object({
        id: Type.String({ description: feature }),
        op: Type.Union([Type.Literal('add'), Type.Literal('update'), Type.Literal('delete')]),
        before: FeatureState,
        after: FeatureState,
      }),
    ),
    createdAt: Type.String({ format: 'date-time' }),
  });

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type FeatureType = (typeof FEATURE_TYPES)[number];
export type FeatureCountsDto = Static<typeof FeatureCountsSchema>;
export type BuildingVersionDto = Static<typeof BuildingVersionSchema>;
export type MapLevelDto = Static<typeof MapLevelSchema>;
export type MapJsonDto = Static<typeof MapJsonSchema>;
export type PublishResultDto = Static<typeof PublishResultSchema>;
export type RegionPageRecordDto = Static<typeof RegionPageRecordSchema>;
export type RegionDetailDto = Static<typeof RegionDetailSchema>;
export type ChangeCountsDto = Static<typeof ChangeCountsSchema>;
export type PublishPreviewDto = Static<typeof PublishPreviewSchema>;
export type DraftSaveInput = Static<typeof DraftSaveBody>;
export type DraftSaveResultDto = Static<typeof DraftSaveResultSchema>;
export type StaticMapDto = Static<typeof StaticMapSchema>;

/** Which version of a building's map: `draft`, `latest` (the default: the newest published, else the draft) or a published number. */
export const MapVersion = Type.String({ pattern: '^(draft|latest|[1-9][0-9]{0,8})$', default: 'latest', description: 'draft | latest | <n>' });

/** map-json's query (the building is in the path, BuildingIdParams). */
export const MapJsonQuery = Type.Object({ version: MapVersion });

export const MapTagQuery = Type.Object({
  buildingId: Type.Integer({ minimum: 1 }),
  levelId: Type.Optional(Type.Integer({ minimum: 1 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  version: MapVersion,
});
export const MapTagListSchema = Type.Array(MapTagSchema, { maxItems: MAX_TAGS });

/** The building and version of a static map file, checked by the route (not a number: an unknown file is 404). */
export const StaticMapParams = Type.Object({ buildingId: Type.String(), file: Type.String() });
