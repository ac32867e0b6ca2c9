import { Type, type Static } from 'typebox';
import { PERMISSION_GROUPS } from '../db/seed/permissions.js';

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
});

export const PermissionSchema = Type.Object({
  value: Type.String({ description: 'Permission code of spec §6' }),
  name: Type.String({ description: 'Chinese name' }),
  nameEn: Type.String(),
  group: Type.Union(PERMISSION_GROUPS.map((g) => Type.Literal(g))),
  sort: Type.Integer(),
});

export const MapPermissionsSchema = Type.Object({
  mapId: Type.Integer({ description: 'Building id' }),
  permissions: Type.Array(Type.String()),
});

export const AppSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  appCode: Type.String(),
  companyId: Type.Integer(),
});

export const LevelSchema = Type.Object({ id: Type.Integer(), ordinal: Type.Integer(), name: Type.String() });

export const BuildingSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  appId: Type.Union([Type.Integer(), Type.Null()], { description: 'The app that serves its published versions; null: in no app' }),
  appName: Type.Union([Type.String(), Type.Null()]),
  appCode: Type.Union([Type.String(), Type.Null()]),
  levels: Type.Array(LevelSchema, { description: 'Floors ordered by ordinal (B1 = -1, ground floor = 0)' }),
});
export type BuildingDto = Static<typeof BuildingSchema>;

export const PoiTypeSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameEn: Type.String(),
    icon: Type.String({ description: 'Icon key (shop, restaurant, service, toilet, elevator, escalator, stairs, entrance, parking, office, meeting)' }),
    color: Type.String({ description: '#rrggbb' }),
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
