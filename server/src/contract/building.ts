import { get, LONG_TIMEOUT_MS, post } from './endpoint.js';

/** Buildings, their versions and IMDF archives (spec §7, issue 5). */
export const buildingApi = {
  page: get('/api/location/building/page'),
  one: get('/api/location/building'),
  many: get('/api/location/building/batch/:ids'),
  add: post('/api/location/building/add', LONG_TIMEOUT_MS),
  update: post('/api/location/building/update', LONG_TIMEOUT_MS),
  delete: get('/api/location/building/delete'),
  importImdf: post('/api/location/building/add-server-map', LONG_TIMEOUT_MS),
  exportImdf: get('/api/location/building/imdf', LONG_TIMEOUT_MS),
  versions: get('/api/location/building-version'),
  saveVersion: post('/api/location/building-version/save', LONG_TIMEOUT_MS),
};
