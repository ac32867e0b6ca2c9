import type { RegionListSchema, RegionPageQuery } from '../schemas/region.js';
import type { IdQuery } from '../schemas/envelope.js';
import type { SelectedBuildingQuery } from '../schemas/entities.js';
import type { Static } from 'typebox';
import { get, type Page, type WithDefaults } from './endpoint.js';
import type { RegionDetailDto, RegionPageRecordDto } from '../schemas/map.js';

/** Regions of a building (spec §7). */
export const regionApi = {
  list: get<Static<typeof SelectedBuildingQuery>, Static<typeof RegionListSchema>>('/api/location/region/list'),
  page: get<WithDefaults<Static<typeof RegionPageQuery>, 'page' | 'size'>, Page<RegionPageRecordDto>>('/api/location/region/page'),
  one: get<Static<typeof IdQuery>, RegionDetailDto>('/api/location/region'),
};
