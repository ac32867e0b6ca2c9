import { get, LONG_TIMEOUT_MS, post } from './endpoint.js';

/** POIs and POI types (spec §7, issue 6). */
export const poiApi = {
  page: get('/api/location/poi/page', LONG_TIMEOUT_MS),
  list: get('/api/location/poi/list'),
  save: post('/api/location/map/poi/save'),
  patches: get('/api/location/map/poi-patch'),
  types: get('/api/location/poi/poi-type/list'),
  saveType: post('/api/location/poi/poi-type/save'),
  deleteType: post('/api/location/poi/poi-type/delete'),
};
