import { Type, type Static } from 'typebox';
import { Literals } from './envelope.js';
import { SOURCE_TYPES, type SourceTypeCode } from '../endpoints/source.js';

/**
 * Issue 13: navigation links (spec §7 source/*) and the public app configuration (§7 getConfig). The limits,
 * icons and formats the service checks are the contract's (contract/endpoints/source.ts), which the console reads too.
 */

export type { SourceTypeCode };

/** The kinds of link (migration 012's source_type rows). */
const TypeCode = Type.Union(Literals(SOURCE_TYPES), {
  description: 'poi (a POI of the building), place (a level and a point), miniProgram (a page), web (an https page)',
});
const Icon = Type.String({ maxLength: 100, description: 'An icon key (source/save lists them); empty: the type’s own icon' });

const SourceTypeSchema = Type.Object({
  code: TypeCode,
  name: Type.String({ description: 'In the caller’s language (zh or en)' }),
  names: Type.Object({ zh: Type.String(), en: Type.String(), es: Type.String(), ja: Type.String() }, { description: 'In the console’s four languages' }),
  fields: Type.Array(Type.String(), { description: 'The target fields this type uses' }),
});
export const SourceTypeListSchema = Type.Array(SourceTypeSchema);
export type SourceTypeList = Static<typeof SourceTypeListSchema>;

const TargetFields = {
  poiId: Type.Optional(Type.String({ maxLength: 100, description: 'poi: a POI of the building (its feature id)' })),
  levelId: Type.Optional(Type.Integer({ minimum: 1, description: 'place: a level of the building' })),
  lng: Type.Optional(Type.Number({ description: 'place: longitude (WGS84), inside the level' })),
  lat: Type.Optional(Type.Number({ description: 'place: latitude (WGS84), inside the level' })),
  miniAppId: Type.Optional(Type.String({ maxLength: 100, description: 'miniProgram: another mini-program’s id (wx… or 16 digits); empty: the app’s own' })),
  path: Type.Optional(Type.String({ maxLength: 1000, description: 'miniProgram: the page path, no leading slash' })),
  url: Type.Optional(Type.String({ maxLength: 4000, description: 'web: an https URL' })),
};
const SourceTargetSchema = Type.Object(TargetFields, { additionalProperties: false, description: 'Where the link leads; the fields of its type' });

const SourceSchema = Type.Object(
  {
    id: Type.Integer(),
    appId: Type.Integer(),
    buildingId: Type.Integer(),
    type: TypeCode,
    title: Type.String(),
    icon: Type.String(),
    target: SourceTargetSchema,
    sort: Type.Integer({ description: 'Position in the building’s list (0 first)' }),
    enabled: Type.Boolean(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A navigation link an app shows in one of its buildings' },
);
export type Source = Static<typeof SourceSchema>;
export const SourceListSchema = Type.Array(SourceSchema);
export type SourceList = Static<typeof SourceListSchema>;

export const SourceListQuery = Type.Object({
  appId: Type.Integer({ minimum: 1, description: 'The building’s app' }),
  buildingId: Type.Integer({ minimum: 1 }),
});
export type SourceListQuery = Static<typeof SourceListQuery>;

const SourceInputSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'An existing link of this app and building; left out: a new link' })),
    type: TypeCode,
    title: Type.String({ maxLength: 1000, description: 'The words the app shows (the service limits the length)' }),
    icon: Type.Optional(Icon),
    target: SourceTargetSchema,
    enabled: Type.Optional(Type.Boolean({ description: 'Shown in the app (default true)' })),
  },
  { additionalProperties: false },
);
export type SourceInput = Static<typeof SourceInputSchema>;

export const SourceSaveBody = Type.Object(
  {
    appId: Type.Integer({ minimum: 1, description: 'The building’s app' }),
    buildingId: Type.Integer({ minimum: 1 }),
    sources: Type.Array(SourceInputSchema, {
      // The service refuses more than SOURCE_LIMITS.perBuilding (10005 naming sources); this only bounds the input.
      maxItems: 200,
      description: 'The whole list in its order: every existing link by id (changed or not), new ones without id',
    }),
  },
  { additionalProperties: false },
);
export type SourceSaveBody = Static<typeof SourceSaveBody>;

export const SourceDeleteBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })) },
  { description: 'One link (id) or several (ids)' },
);
export type SourceDeleteBody = Static<typeof SourceDeleteBody>;
export const SourceDeleted = Type.Object({ ids: Type.Array(Type.Integer()) });
export type SourceDeleted = Static<typeof SourceDeleted>;

// ---- getConfig ----

export const AppConfigQuery = Type.Object({ appCode: Type.String({ minLength: 1, maxLength: 100, description: 'The app’s code' }) });
export type AppConfigQuery = Static<typeof AppConfigQuery>;

const Point = Type.Tuple([Type.Number(), Type.Number()], { description: '[lng, lat]' });
const ConfigTarget = Type.Object({
  poiId: Type.Optional(Type.String()),
  name: Type.Optional(Type.String({ description: 'poi: its name in the published map' })),
  levelId: Type.Optional(Type.Integer()),
  lng: Type.Optional(Type.Number()),
  lat: Type.Optional(Type.Number()),
  miniAppId: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
});

export const AppConfigSchema = Type.Object({
  version: Type.String({ description: 'Changes whenever anything below changes (it is also the ETag)' }),
  app: Type.Object({ code: Type.String(), name: Type.String() }),
  staticMapBase: Type.String({ description: 'Spec §7: /static/map' }),
  beaconUuids: Type.Array(Type.String(), { description: 'Distinct UUIDs of the deployed beacons of the buildings below' }),
  buildings: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      address: Type.String(),
      center: Type.Union([Point, Type.Null()]),
      map: Type.Object({
        version: Type.Integer({ description: 'The newest published version' }),
        url: Type.String({ description: 'The published map file, /static/map/<buildingId>/<version>.geojson' }),
        publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        bbox: Type.Union([Type.Array(Type.Number()), Type.Null()]),
      }),
      levels: Type.Array(Type.Object({ id: Type.Integer(), ordinal: Type.Integer(), name: Type.String(), shortName: Type.String() })),
      poiTypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), nameEn: Type.String(), icon: Type.String(), color: Type.String() })),
      beaconUuids: Type.Array(Type.String()),
      sources: Type.Array(Type.Object({ id: Type.Integer(), type: TypeCode, title: Type.String(), icon: Type.String(), target: ConfigTarget }), {
        description: 'The enabled links in order; a link whose POI or level is not in the published map is left out',
      }),
    }),
    { description: 'The app’s buildings that have a published map, by id' },
  ),
});
export type AppConfig = Static<typeof AppConfigSchema>;
