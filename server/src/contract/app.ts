import { get } from './endpoint.js';

/** Location apps (spec §7). */
export const appApi = {
  page: get('/api/location/app/page'),
};
