import { Type, type Static, type TSchema } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';

/** Issue 16 地图列表: the sort fields of the platform's map list. */
const MAP_LIST_SORTS = ['name', 'company', 'updated', 'lastPublished', 'size'] as const;
export type MapListSort = (typeof MAP_LIST_SORTS)[number];

const Nullable = <T extends TSchema>(t: T, description: string) => Type.Union([Type.Null(), t], { description });
const DateTime = Type.String({ format: 'date-time' });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const MapListQuery = Type.Object({
  ...PageQuery,
  sort: Type.Optional(
    Type.Union(Literals(MAP_LIST_SORTS), {
      description:
        'name (building name, default), company (company name, then building name), updated (the draft’s last change), lastPublished (the newest publication), size (the newest published map’s size). Empty values sort last in either order; ties by building id',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this company’s buildings (an unknown company: 10005 naming companyId)' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the building’s name; any case' })),
  appGroupId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Only buildings in the apps of this app group (issue 16 应用分组); an unknown group: no maps' }),
  ),
  unpublished: Type.Optional(
    Type.Boolean({ description: 'true: only maps whose draft holds changes not yet published; false: only maps without such changes' }),
  ),
});
export type MapListQuery = Static<typeof MapListQuery>;

const MapListPublisher = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }, { description: 'The administrator who published' });

const MapRowSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The row’s key: the building’s id (as buildingId)' }),
    buildingId: Type.Integer(),
    buildingName: Type.String(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    levels: Count('The building’s floors'),
    features: Count(
      'Features of the current map: the draft’s (every feature type, floors’ outlines included); the newest published version’s when there is no draft',
    ),
    unpublished: Type.Boolean({
      description:
        'The draft holds changes apps do not have yet: saved since the newest published version was made from it, or (never published) the draft has features',
    }),
    unpublishedSaves: Count(
      'Saves of the draft (editor saves, POI and road patches, imports) since the newest published version; every save when never published',
    ),
    publishedVersions: Count('Published versions'),
    latestVersion: Nullable(Type.Integer({ minimum: 1 }), 'The newest published version; null: never published'),
    lastPublishedAt: Nullable(DateTime, 'When the newest version was published'),
    lastPublishedBy: Nullable(
      MapListPublisher,
      'Who published the newest version; null: never published, published by the system (the demo seed) or the admin was deleted',
    ),
    updatedAt: Nullable(DateTime, 'When the draft last changed; null: no draft'),
    size: Nullable(
      Type.Integer({ minimum: 0 }),
      'Bytes of the newest published version’s features as stored: the JSON text of their properties and geometry (PostgreSQL’s jsonb text form). Smaller than the static map file (s-map `size`; about 1.5 times this in the demo maps), which also wraps each feature as GeoJSON with its id, type, level and ordinal, and adds the floors; building that file per building would be too slow for a list. null: never published',
    ),
  },
  { description: 'One building’s map in the platform’s map list (issue 16)' },
);
export type MapRowDto = Static<typeof MapRowSchema>;

export const MapListPageSchema = Page(MapRowSchema);
export type MapListPage = Static<typeof MapListPageSchema>;
