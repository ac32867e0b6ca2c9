import type {
  ClosureDto,
  RoadFeatureDto,
  RoadJsonDto,
  RoadPatchRecordDto,
  RoadStatusDto,
  RouteInput,
  RouteResultDto,
  TimeTaskDto,
  TimeTaskSaveInput,
} from '#contract/schemas/road';
import type { WithGeoJson } from '../../maps/types';

/** The road screens' shapes are the server's schema types (issue 11: one contract, type-only imports). */
export type RoadStatus = RoadStatusDto;

/** Why a segment is closed at the asked instant: a manual closure or a time task. */
export type ClosedBy = ClosureDto;

/**
 * A segment's properties as `road-json` answers them (the schema's) plus those the schema passes
 * through untyped: the manual status's reason, time and author (road/save), a connector's levels.
 */
type RoadFeatureProperties = RoadFeatureDto['properties'] & {
  levelIds?: number[] | null;
  statusReason?: string | null;
  statusChangedAt?: string | null;
  statusChangedBy?: string | null;
  [key: string]: unknown;
};

/** A road segment or connector: the schema's RoadFeatureDto with its geometry as GeoJSON. */
export type RoadFeature = Omit<WithGeoJson<RoadFeatureDto>, 'properties'> & { properties: RoadFeatureProperties };

/** `GET road/road-json/{buildingId}?at=`: the draft's road network with its status at `at`. */
export type RoadJson = Omit<RoadJsonDto, 'features'> & { features: RoadFeature[] };

/** One change set of road-patch: who, when, and each segment's state before and after. */
export type RoadPatch = RoadPatchRecordDto;

export type Repeat = TimeTaskDto['repeat'];

/** A road time task (scheduled closure or opening), with its occurrences in the asked range. */
export type TimeTask = TimeTaskDto;

/** `road-time-task/save`'s body. */
export type TimeTaskInput = TimeTaskSaveInput;

/** A route end: a point on a level or a feature (a shop); the schema's RouteEndSchema, one shape per kind. */
export type RouteEnd = { levelId: number; lng: number; lat: number } | { featureId: string };

export type RouteProfile = NonNullable<RouteInput['profile']>;

export type RouteStep = NonNullable<RouteResultDto['steps']>[number];

export type RouteLeg = NonNullable<RouteResultDto['legs']>[number];

/** `road/route`'s answer (the schema's RouteResultDto) as a union: found with its legs and steps, or not with the reason. */
export type RouteResult =
  | (Required<Pick<RouteResultDto, 'length' | 'duration' | 'legs' | 'steps'>> & { found: true })
  | { found: false; reason: NonNullable<RouteResultDto['reason']> };

/** A picked route end: what the route call gets, and where and how the console shows it. */
export interface RoutePick {
  end: RouteEnd;
  levelId: number;
  lngLat: [number, number];
  /** The picked shop's name, or none for a bare point. */
  label: string | null;
}
