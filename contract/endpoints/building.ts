import type { BuildingPageQuery, BuildingListSchema, BuildingDeletedSchema, BuildingVersionListSchema } from '../schemas/building.js';
import type { IdQuery } from '../schemas/envelope.js';
import type { Static } from 'typebox';
import { get, LONG_TIMEOUT_MS, post, type Page, type WithDefaults } from './endpoint.js';
import type { BuildingAddInput, BuildingDto, BuildingIdQuery, BuildingUpdateInput } from '../schemas/entities.js';
import type { BuildingMoveDto, BuildingMoveInput } from '../schemas/buildingMove.js';
import type { ImdfExportQuery, ImportResultDto } from '../schemas/imdf.js';
import type { DraftSaveInput, DraftSaveResultDto } from '../schemas/map.js';

/** Buildings, their versions and IMDF archives (spec §7, issue 5). */
export const buildingApi = {
  page: get<WithDefaults<Static<typeof BuildingPageQuery>, 'page' | 'size'>, Page<BuildingDto>>('/api/location/building/page'),
  one: get<Static<typeof IdQuery>, BuildingDto>('/api/location/building'),
  many: get<Record<string, never>, Static<typeof BuildingListSchema>>('/api/location/building/batch/:ids'),
  add: post<BuildingAddInput, BuildingDto>('/api/location/building/add', LONG_TIMEOUT_MS),
  update: post<BuildingUpdateInput, BuildingDto>('/api/location/building/update', LONG_TIMEOUT_MS),
  delete: get<Static<typeof IdQuery>, Static<typeof BuildingDeletedSchema>>('/api/location/building/delete'),
  importImdf: post<ArrayBuffer, ImportResultDto>('/api/location/building/add-server-map', LONG_TIMEOUT_MS),
  exportImdf: get<WithDefaults<Static<typeof ImdfExportQuery>, 'version'>, Blob>('/api/location/building/imdf', LONG_TIMEOUT_MS),
  versions: get<Static<typeof BuildingIdQuery>, Static<typeof BuildingVersionListSchema>>('/api/location/building-version'),
  /** Issue 16 company-buildings-update: moving a building to another company (platform admins). */
  movePreview: get<BuildingMoveInput, BuildingMoveDto>('/api/location/building/move-preview'),
  move: post<BuildingMoveInput, BuildingMoveDto>('/api/location/building/move'),
  saveVersion: post<DraftSaveInput, DraftSaveResultDto>('/api/location/building-version/save', LONG_TIMEOUT_MS),
};
