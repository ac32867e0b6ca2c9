/** The editable fields of a POI (spec §7 poi/list, map/poi/save). */
export interface PoiFields {
  name: string;
  nameEn: string | null;
  poiTypeId: number | null;
  levelId: number;
  unitId: string | null;
  openingHours: string | null;
  keywords: string[];
  visible: boolean;
  /** [longitude, latitude] (WGS84). */
  point: [number, number];
}

export type PoiField = keyof PoiFields;

/** A POI of the building's draft as `poi/list` answers it; new ones carry a local id (`new-<n>`) until saved. */
export interface Poi extends PoiFields {
  id: string;
}

/** A `poi/page` row: the POI with the names of its type and unit. */
export interface PoiPageRecord extends Poi {
  poiTypeName: string | null;
  unitName: string | null;
}

export interface PoiListAnswer {
  records: Poi[];
  revision: number;
}

export interface PoiPageAnswer {
  records: PoiPageRecord[];
  total: number;
  revision: number;
}

/**
 * One POI's unsaved change, relative to the server record it was made on (`base`): a new POI, the
 * fields that differ (never a field equal to the base), or a deletion.
 */
export type Pending = { op: 'add'; poi: Poi } | { op: 'update'; base: Poi; set: Partial<PoiFields> } | { op: 'delete'; base: Poi };

/** The unsaved changes by POI id, in the order they were first made. */
export type PendingMap = ReadonlyMap<string, Pending>;

/** One element of `map/poi/save`'s `changes`. */
export type PoiChange = { op: 'add'; poi: PoiFields } | { op: 'update'; id: string; set: Partial<PoiFields> } | { op: 'delete'; id: string };

export interface PoiSaveBody {
  buildingId: number;
  baseRevision: number;
  changes: PoiChange[];
}

export interface PoiSaveResult {
  revision: number;
  /** The ids of the added POIs, in the order of the add changes. */
  added: string[];
  updated: number;
  deleted: number;
}

export interface FeatureState {
  properties: Record<string, unknown>;
  geometry: unknown;
}

/** One saved change set of `map/poi-patch`: who, when, and per POI its state before and after. */
export interface PoiPatchRecord {
  id: number;
  revision: number;
  actorEmail: string;
  summary: string;
  changes: { id: string; op: 'add' | 'update' | 'delete'; before: FeatureState | null; after: FeatureState | null }[];
  createdAt: string;
}

/** A POI type of the building as `poi/poi-type/list` answers it. */
export interface PoiTypeRecord {
  id: number;
  name: string;
  nameEn: string;
  icon: string;
  color: string;
  sort?: number;
  buildingId?: number;
}
