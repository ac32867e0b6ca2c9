import type { BuildingIdBody, BuildingIdQuery } from '../schemas/entities.js';
import type { Static } from 'typebox';
import { get, post, type WithDefaults } from './endpoint.js';
import type { MapJsonDto, MapJsonQuery, MapTagListSchema, MapTagQuery, PublishPreviewDto, PublishResultDto, StaticMapDto } from '../schemas/map.js';
import type { MapListPage, MapListQuery } from '../schemas/mapList.js';

/** The most tags map-tag answers (narrowed with levelId or keyword). */
export const MAX_TAGS = 2000;

/** A building's map: its JSON, publishing, published files and tags (spec §7). */
export const mapApi = {
  /** `version`: 'draft', 'latest' (the default) or a published version number. */
  json: get<WithDefaults<Static<typeof MapJsonQuery>, 'version'>, MapJsonDto>('/api/location/map/map-json/:buildingId'),
  publish: post<Static<typeof BuildingIdBody>, PublishResultDto>('/api/location/map/publish'),
  publishPreview: get<Static<typeof BuildingIdQuery>, PublishPreviewDto>('/api/location/map/publish-preview'),
  staticMap: get<Static<typeof BuildingIdQuery>, StaticMapDto>('/api/location/s-map'),
  tags: get<WithDefaults<Static<typeof MapTagQuery>, 'version'>, Static<typeof MapTagListSchema>>('/api/location/map-tag'),
  /** Issue 16 地图列表: every building's map across companies (platform admins only). */
  page: get<Partial<MapListQuery>, MapListPage>('/api/location/map/page'),
};
