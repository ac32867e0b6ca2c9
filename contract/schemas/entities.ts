import { Type, type Static } from 'typebox';
import { Literals } from './envelope.js';
import { PERMISSION_GROUPS } from '../endpoints/role.js';

export const AdminTypeSchema = Type.Union([
  Type.Literal('PLATFORM_ADMINISTRATOR'),
  Type.Literal('COMPANY_ADMINISTRATOR'),
  Type.Literal('BUSINESS_ADMINISTRATOR'),
]);

export const AdminSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    adminType: AdminTypeSchema,
    companyId: Type.Union([Type.Integer(), Type.Null()]),
    enabled: Type.Boolean(),
  },
  { description: 'An administrator (never carries a password hash)' },
);
export type AdminDto = Static<typeof AdminSchema>;

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  bigLogo: Type.String({ description: 'URL of the big logo under /static/logos/, empty when none' }),
  smallLogo: Type.String({ description: 'URL of the small logo under /static/logos/, empty when none' }),
  contact: Type.String({ description: 'Contact person, phone or e-mail (issue 16)' }),
  enabled: Type.Boolean({ description: 'false: its admins cannot sign in and its apps are refused (issue 16)' }),
});

const PermissionSchema = Type.Object({
  value: Type.String({ description: 'Permission code of spec §6' }),
  name: Type.String({ description: 'Chinese name' }),
  nameEn: Type.String(),
  group: Type.Union(Literals(PERMISSION_GROUPS)),
  sort: Type.Integer(),
});

const MapPermissionsSchema = Type.Object({
  mapId: Type.Integer({ description: 'Building id' }),
  permissions: Type.Array(Type.String()),
});

export const AppSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  appCode: Type.String(),
  companyId: Type.Integer(),
});

const LevelSchema = Type.Object({
  id: Type.Integer(),
  ordinal: Type.Integer({
    description: 'IMDF ordinal: 0 the ground floor, -1 the first basement; several floors may share one (a venue of several buildings)',
  }),
  name: Type.String(),
  shortName: Type.Union([Type.String(), Type.Null()], { description: 'IMDF short name (e.g. "B1"); null: the name is used' }),
});

const LngLatSchema = Type.Object(
  { lng: Type.Number({ minimum: -180, maximum: 180 }), lat: Type.Number({ minimum: -90, maximum: 90 }) },
  { description: 'A WGS84 point' },
);

export const BuildingSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  appId: Type.Union([Type.Integer(), Type.Null()], { description: 'The app that serves its published versions; null: in no app' }),
  appName: Type.Union([Type.String(), Type.Null()]),
  appCode: Type.Union([Type.String(), Type.Null()]),
  anchor: Type.Union([LngLatSchema, Type.Null()], { description: 'The building’s anchor (map centre); null: not set' }),
  publishedVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'The newest published version (what its app serves); null: never published' }),
  levels: Type.Array(LevelSchema, { description: 'Floors ordered by ordinal (B1 = -1, ground floor = 0)' }),
});
export type BuildingDto = Static<typeof BuildingSchema>;

const BuildingName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Address = Type.String({ maxLength: 200 });
const LevelFields = {
  ordinal: Type.Integer({ minimum: -20, maximum: 200, description: '0 the ground floor, -1 the first basement; need not be unique' }),
  name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S', description: 'Unique within the building' }),
  shortName: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()], { description: 'e.g. "B1"; empty or null: the name' })),
};
const AppRef = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'An app of the building’s company, or null for no app' });

export const BuildingAddBody = Type.Object({
  name: BuildingName,
  address: Type.Optional(Address),
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Platform admins: required. Others: left out, or their own company' })),
  appId: AppRef,
  anchor: Type.Union([LngLatSchema, Type.Null()]),
  levels: Type.Array(Type.Object(LevelFields), { minItems: 1, maxItems: 100 }),
});
export type BuildingAddInput = Static<typeof BuildingAddBody>;

export const BuildingUpdateBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: BuildingName,
  address: Address,
  companyId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Ignored when it is the building’s own company; any other: 10005 (a building never changes company)' }),
  ),
  appId: AppRef,
  anchor: Type.Union([LngLatSchema, Type.Null()]),
  levels: Type.Array(
    Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1, description: 'An existing floor; left out: a new floor' })), ...LevelFields }),
    { minItems: 1, maxItems: 100, description: 'The whole list: floors without id are added, listed ones updated, missing ones removed' },
  ),
});
export type BuildingUpdateInput = Static<typeof BuildingUpdateBody>;

export const PoiTypeSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameEn: Type.String(),
    icon: Type.String({ description: 'Icon key (shop, restaurant, service, toilet, elevator, escalator, stairs, entrance, parking, office, meeting)' }),
    color: Type.String({ description: '#rrggbb' }),
    iconUrl: Type.String({ description: 'Issue 13: an uploaded icon (a platform file, /static/file/…) shown instead of the key’s icon; empty when none' }),
    sort: Type.Integer({ description: 'Order in lists and legends (ascending)' }),
  },
  { description: 'A POI category of a building' },
);

export const RegionSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameEn: Type.Union([Type.String(), Type.Null()]),
    levelId: Type.Integer({ description: 'The floor the region lies on' }),
    buildingId: Type.Integer(),
    category: Type.Union([Type.String(), Type.Null()], { description: 'IMDF section category (retail, foodservice, parking, office …)' }),
  },
  { description: 'A named area of a floor (IMDF section or geofence)' },
);

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type AdminTypeDto = Static<typeof AdminTypeSchema>;
export type CompanyDto = Static<typeof CompanySchema>;
export type PermissionDto = Static<typeof PermissionSchema>;
export type MapPermissionsDto = Static<typeof MapPermissionsSchema>;
export type AppDto = Static<typeof AppSchema>;
export type LevelDto = Static<typeof LevelSchema>;
export type LngLatDto = Static<typeof LngLatSchema>;
export type PoiTypeDto = Static<typeof PoiTypeSchema>;
export type RegionDto = Static<typeof RegionSchema>;

/** One building named by its id (a query `?buildingId=`). */
export const BuildingIdQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1 }) });

/** One building named by its id in the path (`:buildingId`). */
export const BuildingIdParams = Type.Object({ buildingId: Type.Integer({ minimum: 1 }) });

/** One building named by its id (a body `{ buildingId }`). */
export const BuildingIdBody = Type.Object({ buildingId: Type.Integer({ minimum: 1 }) });

/** The building selected in the console (the lists every admin who can see it reads). */
export const SelectedBuildingQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1, description: 'The selected building' }) });

export const PermissionListSchema = Type.Array(PermissionSchema);
export const MapPermissionsListSchema = Type.Array(MapPermissionsSchema);
