import type {
  Beacon,
  BeaconAddBody,
  BeaconDeleteBody,
  BeaconDeleted,
  BeaconIdQuery,
  BeaconPage,
  BeaconPageQuery,
  BeaconStatistics,
  BeaconStatisticsQuery,
  BeaconUpdateBody,
} from '../schemas/beacon.js';
import { get, post } from './endpoint.js';

/** Beacons (spec §7 beacon/page and beacon/statistics; issue 13: one, add, update (also retires), delete). */
export const beaconApi = {
  page: get<BeaconPageQuery, BeaconPage>('/api/location/beacon/page'),
  statistics: get<BeaconStatisticsQuery, BeaconStatistics>('/api/location/beacon/statistics'),
  one: get<BeaconIdQuery, Beacon>('/api/location/beacon'),
  add: post<BeaconAddBody, Beacon>('/api/location/beacon/add'),
  update: post<BeaconUpdateBody, Beacon>('/api/location/beacon/update'),
  delete: post<BeaconDeleteBody, BeaconDeleted>('/api/location/beacon/delete'),
};
