import { get, post } from './endpoint.js';

/** A building's map: its JSON, publishing, published files and tags (spec §7). */
export const mapApi = {
  json: get('/api/location/map/map-json/:buildingId'),
  publish: post('/api/location/map/publish'),
  publishPreview: get('/api/location/map/publish-preview'),
  staticMap: get('/api/location/s-map'),
  tags: get('/api/location/map-tag'),
};
