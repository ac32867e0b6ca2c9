import { get, post } from './endpoint.js';

/** Roads: status, patches, timed closures and route preview (issue 7). */
export const roadApi = {
  json: get('/api/location/road/road-json/:buildingId'),
  save: post('/api/location/road/save'),
  patches: get('/api/location/road/road-patch'),
  taskPatches: get('/api/location/road/road-time-task-patch'),
  saveTask: post('/api/location/road/road-time-task/save'),
  deleteTask: post('/api/location/road/road-time-task/delete'),
  route: post('/api/location/road/route'),
};
