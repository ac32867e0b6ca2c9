import { roadApi } from '#contract/endpoints/road';
import { call } from '../../dataProvider/httpClient';
import type { RoadJson, RoadStatus, RouteEnd, RouteProfile, RouteResult, TimeTaskInput } from './types';

/** Spec §7 road calls (and the route preview beyond the spec): `roadApi` of the contract. */

export const fetchRoadJson = (buildingId: number, at?: string) =>
  // RoadJson is the console's GeoJSON view of the schema's RoadJsonDto (geometries typed by kind).
  call(roadApi.json, { pathParams: { buildingId }, query: { at }, silent: true }) as Promise<RoadJson>;

export interface StatusChange {
  id: string;
  status: RoadStatus;
  reason?: string;
}

/** Silent: the caller tells a conflict (10006) from other refusals itself. */
export const saveRoadStatus = (body: { buildingId: number; baseRevision: number; changes: StatusChange[] }) => call(roadApi.save, { body, silent: true });

export const fetchRoadPatches = (params: { buildingId: number; page: number; size: number; featureId?: string }) =>
  call(roadApi.patches, { query: params, silent: true });

export const fetchTimeTasks = (params: { buildingId: number; from: string; to: string; page: number; size: number }) =>
  call(roadApi.taskPatches, { query: params, silent: true });

/** Silent: 10005 field errors land on the form's fields. */
export const saveTimeTask = (body: TimeTaskInput) => call(roadApi.saveTask, { body, silent: true });

export const deleteTimeTask = (id: number) => call(roadApi.deleteTask, { body: { id } });

export interface RouteRequest {
  buildingId: number;
  from: RouteEnd;
  to: RouteEnd;
  at?: string;
  profile: RouteProfile;
}

/** Silent: the route panel shows why it failed. */
export const fetchRoute = (body: RouteRequest) =>
  // RouteResult is the console's view of RouteResultDto: found or not, as a union.
  call(roadApi.route, { body, silent: true }) as Promise<RouteResult>;
