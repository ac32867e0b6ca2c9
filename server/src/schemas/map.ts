import { Type } from 'typebox';
import { RegionSchema } from './entities.js';

const FEATURE_TYPES = ['building', 'footprint', 'level', 'unit', 'opening', 'fixture', 'amenity', 'poi', 'section', 'road', 'connector'] as const;

export const FeatureCountsSchema = Type.Object({
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
  },
  { description: 'A version of a building’s map: the draft (editors change it) or a published one (apps read it)' },
);

/** GeoJSON geometry, passed through as stored (permissive on purpose). */
export const GeometrySchema = Type.Object(
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
        featureType: Type.Union(FEATURE_TYPES.map((t) => Type.Literal(t))),
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

export const MapLevelSchema = Type.Object({ id: Type.Integer(), ordinal: Type.Integer(), name: Type.String(), shortName: Type.String() });

export const MapJsonSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    buildingId: Type.Integer(),
    version: Type.Union([Type.Integer(), Type.Null()], { description: 'The version number; null for the draft' }),
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    bbox: Type.Union([Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }), Type.Null()], { description: '[west, south, east, north]' }),
    center: Type.Union([Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }), Type.Null()], { description: '[lng, lat] (the building’s anchor)' }),
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
