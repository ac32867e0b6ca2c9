import { get, post, type Page } from './endpoint.js';
import type { DeletedDto, IdsInput } from '../schemas/userManagement.js';
import type {
  RoadJsonDto,
  RoadPatchRecordDto,
  RoadSaveInput,
  RoadSaveResultDto,
  RouteInput,
  RouteResultDto,
  TimeTaskDto,
  TimeTaskSaveInput,
} from '../schemas/road.js';

/** Roads: status, patches, timed closures and route preview (issue 7). */
export const roadApi = {
  json: get<{ at?: string }, RoadJsonDto>('/api/location/road/road-json/:buildingId'),
  save: post<RoadSaveInput, RoadSaveResultDto>('/api/location/road/save'),
  patches: get<{ buildingId: number; page: number; size: number; featureId?: string }, Page<RoadPatchRecordDto>>('/api/location/road/road-patch'),
  taskPatches: get<{ buildingId: number; from?: string; to?: string; roadId?: string; page: number; size: number }, Page<TimeTaskDto>>(
    '/api/location/road/road-time-task-patch',
  ),
  saveTask: post<TimeTaskSaveInput, TimeTaskDto>('/api/location/road/road-time-task/save'),
  deleteTask: post<IdsInput, DeletedDto>('/api/location/road/road-time-task/delete'),
  route: post<RouteInput, RouteResultDto>('/api/location/road/route'),
};
