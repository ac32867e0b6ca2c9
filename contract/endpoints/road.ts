import type { Static } from 'typebox';
import { get, post, type Page } from './endpoint.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';
import type {
  RoadJsonDto,
  RoadJsonQuery,
  RoadPatchQuery,
  RoadPatchRecordDto,
  RoadSaveInput,
  RoadSaveResultDto,
  RoadTaskPatchQuery,
  RouteInput,
  RouteResultDto,
  TimeTaskDto,
  TimeTaskSaveInput,
} from '../schemas/road.js';

/** Roads: status, patches, timed closures and route preview (issue 7). */
export const roadApi = {
  json: get<Static<typeof RoadJsonQuery>, RoadJsonDto>('/api/location/road/road-json/:buildingId'),
  save: post<RoadSaveInput, RoadSaveResultDto>('/api/location/road/save'),
  patches: get<Static<typeof RoadPatchQuery>, Page<RoadPatchRecordDto>>('/api/location/road/road-patch'),
  taskPatches: get<Static<typeof RoadTaskPatchQuery>, Page<TimeTaskDto>>('/api/location/road/road-time-task-patch'),
  saveTask: post<TimeTaskSaveInput, TimeTaskDto>('/api/location/road/road-time-task/save'),
  deleteTask: post<IdsInput, DeletedDto>('/api/location/road/road-time-task/delete'),
  route: post<RouteInput, RouteResultDto>('/api/location/road/route'),
};
