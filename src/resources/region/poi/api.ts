import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { poiApi } from '#contract/endpoints/poi';
import type { PoiTypeSaveInput } from '#contract/schemas/poi';
import type { PoiSaveBody } from './types';
import { call } from '../../../dataProvider/httpClient';
import { useMapJsonQuery, type MapJsonState } from '../../../maps/useMapJson';
import { loadBuildingData } from '../../../shell/session/buildingData';
import { poiTypesKey } from '../../../shell/session/poiTypes';

/** The calls of the POI editor (spec §7, `poiApi` of the contract); failures are shown by the editor itself (silent: no toast). */

export const poiKeys = {
  // Not under mapJsonKey(id): refreshing the other map views after a save must not rebuild the editor's map.
  map: (buildingId: number) => ['poi-editor-map', buildingId] as const,
  level: (buildingId: number, levelId: number) => ['poi-list', buildingId, levelId] as const,
  levels: (buildingId: number) => ['poi-list', buildingId] as const,
  page: (buildingId: number) => ['poi-page', buildingId] as const,
  history: (buildingId: number) => ['poi-history', buildingId] as const,
};

/** The draft map the editor draws (levels, units); the POIs on it come from poi/list instead. */
export const useEditorMap = (buildingId: number): MapJsonState =>
  useMapJsonQuery({ buildingId, version: 'draft', queryKey: poiKeys.map(buildingId), staleTime: Infinity });

export const fetchLevel = (buildingId: number, levelId: number) => call(poiApi.list, { query: { buildingId, levelId }, silent: true });

/** Every POI of one level (the map's), with the draft revision they were read at. */
export const usePoiLevel = (buildingId: number, levelId: number) =>
  useQuery({ queryKey: poiKeys.level(buildingId, levelId), queryFn: () => fetchLevel(buildingId, levelId), retry: false, staleTime: Infinity });

export interface PageParams {
  levelId: number;
  page: number;
  size: number;
  name: string;
  poiTypeId: number | null;
}

/** The list beside the map: one page of the level's POIs by name, searchable by name and type. */
export const usePoiPage = (buildingId: number, params: PageParams) =>
  useQuery({
    queryKey: [...poiKeys.page(buildingId), params],
    queryFn: () =>
      call(poiApi.page, {
        query: { buildingId, ...params, poiTypeId: params.poiTypeId ?? undefined, name: params.name.trim(), sort: 'name', order: 'asc' },
        silent: true,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const savePois = (body: PoiSaveBody) => call(poiApi.save, { body, silent: true });

/** The poi-patch history, newest first; `featureId` keeps the change sets touching one POI. */
export const usePoiHistory = (buildingId: number, page: number, size: number, featureId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...poiKeys.history(buildingId), page, size, featureId],
    queryFn: () => call(poiApi.patches, { query: { buildingId, page, size, featureId: featureId ?? undefined }, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** `poi/poi-type/save`: absent id a new type; absent sort kept (an edit) or after the others (a new type). */
export type PoiTypeInput = PoiTypeSaveInput;

export const savePoiType = (body: PoiTypeInput) => call(poiApi.saveType, { body, silent: true });

export const deletePoiType = (id: number) => call(poiApi.deleteType, { body: { id }, silent: true });

/** After a type changed: the editor's list, and the session's copy (legends and filters elsewhere). */
export const refreshPoiTypes = async (client: QueryClient, buildingId: number) => {
  await Promise.all([client.invalidateQueries({ queryKey: poiTypesKey(buildingId) }), loadBuildingData(buildingId)]);
};
