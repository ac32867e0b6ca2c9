import type { FeatureType } from '../db/types.js';
import type { en } from '../errors/parts/imdf.js';
import type { LngLatDto } from '#contract/schemas/entities.js';
import type { ImportFileReportDto, ImportReportDto, NotTakenDto } from '#contract/schemas/imdf.js';

/** The IMDF 1.0 feature types (OGC 20-094); each lives in `<type>.geojson`. */
export const IMDF_TYPES = [
  'address',
  'amenity',
  'anchor',
  'building',
  'detail',
  'fixture',
  'footprint',
  'geofence',
  'kiosk',
  'level',
  'occupant',
  'opening',
  'relationship',
  'section',
  'unit',
  'venue',
] as const;

/** Our extension file: the road network (road and connector features), which IMDF does not model. */
export const ROAD_FILE = 'x_road.geojson';
export const ROAD_TYPES = ['road', 'connector'] as const;

type ImdfMessageKey = keyof typeof en;

/** A fatal problem of an archive: `field` is the file or `file#featureId`; the message is translated later. */
export interface Problem {
  field: string;
  key: ImdfMessageKey;
  params?: Record<string, string | number>;
}

/** A GeoJSON feature as read from an archive (not yet trusted). */
export interface RawFeature {
  id: string;
  featureType: string;
  geometry: unknown;
  properties: Record<string, unknown>;
}

/** The import report's shapes are the schema's (`contract/schemas/imdf.ts`): what the route answers. */
export type FileReport = ImportFileReportDto;
export type NotTaken = NotTakenDto;
export type ImportReport = ImportReportDto;

export interface PlanLevel {
  imdfId: string;
  ordinal: number;
  name: string;
  shortName: string | null;
}

export interface PlanPoiType {
  key: string;
  name: string;
  nameEn: string;
  icon: string;
  color: string;
}

/** One feature to write; levels are named by IMDF level id, POI types by key (the writer resolves both). */
export interface PlanFeature {
  id: string;
  featureType: FeatureType;
  level: string | null;
  /** Connectors: the IMDF ids of the levels they serve. */
  levels?: string[];
  poiTypeKey?: string;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

/** Everything an import writes, checked in full before anything is. */
export interface ImportPlan {
  name: string | null;
  address: string;
  anchor: LngLatDto | null;
  levels: PlanLevel[];
  poiTypes: PlanPoiType[];
  features: PlanFeature[];
  report: ImportReport;
}
