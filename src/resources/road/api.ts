import { request } from '../../dataProvider/httpClient';
import type { Page, RoadJson, RoadPatch, RoadStatus, RouteEnd, RouteProfile, RouteResult, TimeTask, TimeTaskInput } from './types';

/** Spec §7 road calls (and the route preview beyond the spec). */
export const ROAD_API = {
  roadJson: (buildingId: number) => `/api/location/road/road-json/${buildingId}`,
  save: '/api/location/road/save',
  patches: '/api/location/road/road-patch',
  tasks: '/api/location/road/road-time-task-patch',
  saveTask: '/api/location/road/road-time-task/save',
  deleteTask: '/api/location/road/road-time-task/delete',
  route: '/api/location/road/route',
} as const;

export const fetchRoadJson = (buildingId: number, at?: string) => request<RoadJson>(ROAD_API.roadJson(buildingId), { params: { at }, silent: true });

export interface StatusChange {
  id: string;
  status: RoadStatus;
  reason?: string;
}

/** Silent: the caller tells a conflict (10006) from other refusals itself. */
export const saveRoadStatus = (body: { buildingId: number; baseRevision: number; changes: StatusChange[] }) =>
  request<{ revision: number; changed: number }>(ROAD_API.save, { method: 'POST', body, silent: true });

export const fetchRoadPatches = (params: { buildingId: number; page: number; size: number; featureId?: string }) =>
  request<Page<RoadPatch>>(ROAD_API.patches, { params, silent: true });

export const fetchTimeTasks = (params: { buildingId: number; from: string; to: string; page: number; size: number }) =>
  request<Page<TimeTask>>(ROAD_API.tasks, { params, silent: true });

/** Silent: 10005 field errors land on the form's fields. */
export const saveTimeTask = (body: TimeTaskInput) => request<TimeTask>(ROAD_API.saveTask, { method: 'POST', body, silent: true });

export const deleteTimeTask = (id: number) => request<unknown>(ROAD_API.deleteTask, { method: 'POST', body: { id } });

export interface RouteRequest {
  buildingId: number;
  from: RouteEnd;
  to: RouteEnd;
  at?: string;
  profile: RouteProfile;
}

/** Silent: the route panel shows why it failed. */
export const fetchRoute = (body: RouteRequest) => request<RouteResult>(ROAD_API.route, { method: 'POST', body, silent: true });
