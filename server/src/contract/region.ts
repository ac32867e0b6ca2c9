import { get } from './endpoint.js';

/** Regions of a building (spec §7). */
export const regionApi = {
  list: get('/api/location/region/list'),
  page: get('/api/location/region/page'),
  one: get('/api/location/region'),
};
