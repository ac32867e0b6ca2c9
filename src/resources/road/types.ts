import type { Geometry } from 'geojson';
import type { MapLevel } from '../../maps/types';

export type RoadStatus = 'open' | 'closed';

/** Why a segment is closed at the asked instant: a manual closure or a time task. */
export interface ClosedBy {
  kind: 'manual' | 'task';
  taskId?: number;
  reason: string;
}

export interface RoadFeatureProperties {
  featureType: 'road' | 'connector';
  levelId?: number | null;
  levelIds?: number[] | null;
  category?: string | null;
  name?: string | null;
  nameEn?: string | null;
  /** The manual status (road/save), why, when and by whom it was last set. */
  status?: RoadStatus;
  statusReason?: string | null;
  statusChangedAt?: string | null;
  statusChangedBy?: string | null;
  /** The status at `at`: the manual one, overridden by the time tasks in force. */
  effectiveStatus: RoadStatus;
  closedBy?: ClosedBy[];
  /** Active open tasks (exceptions) cancelling the task closures at `at`. */
  openedBy?: { taskId: number; reason: string }[];
  [key: string]: unknown;
}

export interface RoadFeature {
  type: 'Feature';
  id: string;
  geometry: Geometry;
  properties: RoadFeatureProperties;
}

/** `GET road/road-json/{buildingId}?at=`: the draft's road network with its status at `at`. */
export interface RoadJson {
  buildingId: number;
  revision: number;
  at: string;
  levels: MapLevel[];
  features: RoadFeature[];
}

interface FeatureState {
  properties: Record<string, unknown>;
  geometry: unknown;
}

/** One change set of road-patch: who, when, and each segment's state before and after. */
export interface RoadPatch {
  id: number;
  revision: number;
  actorEmail: string;
  summary: string;
  changes: { id: string; op: 'add' | 'update' | 'delete'; before: FeatureState | null; after: FeatureState | null }[];
  createdAt: string;
}

export type Repeat = 'none' | 'daily' | 'weekly';

export interface Occurrence {
  start: string;
  end: string;
}

/** A road time task (scheduled closure or opening). */
export interface TimeTask {
  id: number;
  name: string;
  reason: string;
  roadIds: string[];
  startsAt: string;
  endsAt: string;
  repeat: Repeat;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  until: string | null;
  timeZone: string;
  action: 'close' | 'open';
  enabled: boolean;
  /** For an open task: the close tasks it is an exception to (it may overlap them). */
  exceptionOf?: number[];
  createdBy?: string | null;
  updatedBy?: string | null;
  /** Those overlapping the asked range (listed even when the task is disabled). */
  occurrences?: Occurrence[];
}

export type TimeTaskInput = Omit<TimeTask, 'id' | 'occurrences' | 'createdBy' | 'updatedBy'> & { id?: number; buildingId: number };

export interface Page<T> {
  records: T[];
  total: number;
}

/** A route end: a point on a level or a feature (a shop). */
export type RouteEnd = { levelId: number; lng: number; lat: number } | { featureId: string };

export type RouteProfile = 'default' | 'step-free';

export interface RouteStep {
  kind: string;
  levelId: number;
  toLevelId?: number | null;
  length: number;
}

export interface RouteLeg {
  levelId: number;
  coordinates: [number, number][];
}

export type RouteResult =
  | { found: true; length: number; duration: number; legs: RouteLeg[]; steps: RouteStep[] }
  | { found: false; reason: 'closed' | 'unreachable' | 'no-road-near' | string };

/** A picked route end: what the route call gets, and where and how the console shows it. */
export interface RoutePick {
  end: RouteEnd;
  levelId: number;
  lngLat: [number, number];
  /** The picked shop's name, or none for a bare point. */
  label: string | null;
}
