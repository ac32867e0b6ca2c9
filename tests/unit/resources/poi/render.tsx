import { waitFor } from '@testing-library/react';
import { PoiEditorPage } from '../../../../src/resources/region/poi/PoiEditorPage';
import { POI_LAYER, POI_SOURCE } from '../../../../src/resources/region/poi/usePoiLayer';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { maps } from '../../maps/fakeMaplibre';
import { renderView, signIn } from '../admin/renderView';
import type { FakePoiMap } from './fakePoiMap';
import { TYPES } from './fixture';

export const openEditor = (buildingId: number | null = 1) => {
  maps.length = 0;
  signIn('PLATFORM_ADMINISTRATOR');
  updateSession({ buildingId, poiTypes: TYPES });
  return renderView('region', <PoiEditorPage />, { path: '/region/poi-edit' });
};

export const lastMap = () => maps[maps.length - 1] as FakePoiMap;

/** The ids the editor's POI layer draws. */
export const drawn = () => {
  const data = lastMap().sources.get(POI_SOURCE)?.data as { features: { properties: { fid: string }; geometry: { coordinates: number[] } }[] } | undefined;
  return data?.features.map((feature) => feature.properties.fid) ?? [];
};

export const drawnPoint = (id: string) => {
  const data = lastMap().sources.get(POI_SOURCE)?.data as { features: { properties: { fid: string }; geometry: { coordinates: number[] } }[] };
  return data.features.find((feature) => feature.properties.fid === id)?.geometry.coordinates;
};

/** Waits until the map has loaded and drawn the level's POIs. */
export const mapReady = async (ids: string[]) => {
  await waitFor(() => expect(lastMap()?.loaded).toBe(true));
  await waitFor(() => expect(drawn()).toEqual(ids));
};

/** The next queries at the pointer hit these POIs. */
export const hitPoi = (id: string | null) => {
  lastMap().layerHits = { [POI_LAYER]: id ? [{ fid: id }] : [] };
};
