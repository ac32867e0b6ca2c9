import { get, LONG_TIMEOUT_MS, post, type Page } from './endpoint.js';
import type { BuildingAddInput, BuildingDto, BuildingUpdateInput } from '../schemas/entities.js';
import type { BuildingMoveDto, BuildingMoveInput } from '../schemas/buildingMove.js';
import type { ImportResultDto } from '../schemas/imdf.js';
import type { BuildingVersionDto, DraftSaveInput, DraftSaveResultDto } from '../schemas/map.js';

/** Buildings, their versions and IMDF archives (spec §7, issue 5). */
export const buildingApi = {
  page: get<{ page?: number; size?: number; sort?: string; order?: string; name?: string; companyId?: number | null }, Page<BuildingDto>>(
    '/api/location/building/page',
  ),
  one: get<{ id: number }, BuildingDto>('/api/location/building'),
  many: get<Record<string, never>, BuildingDto[]>('/api/location/building/batch/:ids'),
  add: post<BuildingAddInput, BuildingDto>('/api/location/building/add', LONG_TIMEOUT_MS),
  update: post<BuildingUpdateInput, BuildingDto>('/api/location/building/update', LONG_TIMEOUT_MS),
  delete: get<{ id: number }, { id: number; deleted: number }>('/api/location/building/delete'),
  importImdf: post<ArrayBuffer, ImportResultDto>('/api/location/building/add-server-map', LONG_TIMEOUT_MS),
  exportImdf: get('/api/location/building/imdf', LONG_TIMEOUT_MS),
  versions: get<{ buildingId: number }, BuildingVersionDto[]>('/api/location/building-version'),
  /** Issue 16 company-buildings-update: moving a building to another company (platform admins). */
  movePreview: get<BuildingMoveInput, BuildingMoveDto>('/api/location/building/move-preview'),
  move: post<BuildingMoveInput, BuildingMoveDto>('/api/location/building/move'),
  saveVersion: post<DraftSaveInput, DraftSaveResultDto>('/api/location/building-version/save', LONG_TIMEOUT_MS),
};
