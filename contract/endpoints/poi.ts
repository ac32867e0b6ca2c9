import type { IdBody } from '../schemas/envelope.js';
import type { SelectedBuildingQuery } from '../schemas/entities.js';
import type { Static } from 'typebox';
import { get, LONG_TIMEOUT_MS, post, type Page, type WithDefaults } from './endpoint.js';
import type {
  PoiListDto,
  PoiListQuery,
  PoiPageDto,
  PoiPageQueryInput,
  PoiPatchQuery,
  PoiPatchRecordDto,
  PoiSaveInput,
  PoiSaveResultDto,
  PoiTypeDeletedSchema,
  PoiTypeListSchema,
  PoiTypeRecordDto,
  PoiTypeSaveInput,
} from '../schemas/poi.js';

/** POIs and POI types (spec §7, issue 6). */
export const poiApi = {
  page: get<Partial<PoiPageQueryInput>, PoiPageDto>('/api/location/poi/page', LONG_TIMEOUT_MS),
  list: get<Static<typeof PoiListQuery>, PoiListDto>('/api/location/poi/list'),
  save: post<PoiSaveInput, PoiSaveResultDto>('/api/location/map/poi/save'),
  patches: get<WithDefaults<Static<typeof PoiPatchQuery>, 'page' | 'size'>, Page<PoiPatchRecordDto>>('/api/location/map/poi-patch'),
  types: get<Static<typeof SelectedBuildingQuery>, Static<typeof PoiTypeListSchema>>('/api/location/poi/poi-type/list'),
  saveType: post<PoiTypeSaveInput, PoiTypeRecordDto>('/api/location/poi/poi-type/save'),
  deleteType: post<Static<typeof IdBody>, Static<typeof PoiTypeDeletedSchema>>('/api/location/poi/poi-type/delete'),
};
