import { get, post } from './endpoint.js';
import type { MapJsonDto, MapTagDto, PublishPreviewDto, PublishResultDto, StaticMapDto } from '../schemas/map.js';
import type { MapListPage, MapListQuery } from '../schemas/mapList.js';

/** A building's map: its JSON, publishing, published files and tags (spec §7). */
export const mapApi = {
  /** `version`: 'draft', 'latest' (the default) or a published version number. */
  json: get<{ version?: string | number }, MapJsonDto>('/api/location/map/map-json/:buildingId'),
  publish: post<{ buildingId: number }, PublishResultDto>('/api/location/map/publish'),
  publishPreview: get<{ buildingId: number }, PublishPreviewDto>('/api/location/map/publish-preview'),
  staticMap: get<{ buildingId: number }, StaticMapDto>('/api/location/s-map'),
  tags: get<{ buildingId: number; levelId?: number }, MapTagDto[]>('/api/location/map-tag'),
  /** Issue 16 地图列表: every building's map across companies (platform admins only). */
  page: get<Partial<MapListQuery>, MapListPage>('/api/location/map/page'),
};
