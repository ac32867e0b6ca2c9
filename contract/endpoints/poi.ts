import { get, LONG_TIMEOUT_MS, post, type Page } from './endpoint.js';
import type { PoiTypeDto } from '../schemas/entities.js';
import type {
  PoiListDto,
  PoiPageDto,
  PoiPageQueryInput,
  PoiPatchRecordDto,
  PoiSaveInput,
  PoiSaveResultDto,
  PoiTypeRecordDto,
  PoiTypeSaveInput,
} from '../schemas/poi.js';

/** POIs and POI types (spec §7, issue 6). */
export const poiApi = {
  page: get<Partial<PoiPageQueryInput>, PoiPageDto>('/api/location/poi/page', LONG_TIMEOUT_MS),
  list: get<{ buildingId: number; levelId?: number }, PoiListDto>('/api/location/poi/list'),
  save: post<PoiSaveInput, PoiSaveResultDto>('/api/location/map/poi/save'),
  patches: get<{ buildingId: number; page?: number; size?: number; featureId?: string | null }, Page<PoiPatchRecordDto>>('/api/location/map/poi-patch'),
  types: get<{ buildingId: number }, PoiTypeDto[]>('/api/location/poi/poi-type/list'),
  saveType: post<PoiTypeSaveInput, PoiTypeRecordDto>('/api/location/poi/poi-type/save'),
  deleteType: post<{ id: number }, { id: number }>('/api/location/poi/poi-type/delete'),
};
