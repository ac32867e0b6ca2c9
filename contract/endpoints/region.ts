import { get, type Page } from './endpoint.js';
import type { RegionDto } from '../schemas/entities.js';
import type { RegionDetailDto, RegionPageRecordDto } from '../schemas/map.js';

/** Regions of a building (spec §7). */
export const regionApi = {
  list: get<{ buildingId: number; levelId?: number }, RegionDto[]>('/api/location/region/list'),
  page: get<Record<string, string | number | boolean | undefined>, Page<RegionPageRecordDto>>('/api/location/region/page'),
  one: get<{ id: number }, RegionDetailDto>('/api/location/region'),
};
