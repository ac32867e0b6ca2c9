import type { Building } from '../../session/types';

/** A WGS84 point: where the building stands (IMDF building display point). */
export interface Anchor {
  lng: number;
  lat: number;
}

export interface BuildingLevel {
  id: number;
  ordinal: number;
  name: string;
  shortName?: string | null;
}

/** Issue 5 contract: a building of the management screens (the session's building plus its anchor). */
export interface BuildingRecord extends Omit<Building, 'levels'> {
  address: string;
  anchor: Anchor | null;
  /** The newest published version (what its app serves); null: never published. */
  publishedVersion?: number | null;
  levels: BuildingLevel[];
}

/** Feature counts of one building version. */
export interface FeatureCounts {
  units: number;
  openings: number;
  amenities: number;
  pois: number;
  sections: number;
  roads: number;
}

/** One version of a building: the draft (version null) or a published one (1..n). */
export interface BuildingVersion {
  id: number;
  buildingId: number;
  version: number | null;
  status: 'draft' | 'published';
  publishedAt: string | null;
  publishedBy: string | null;
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  counts: FeatureCounts;
}

export interface ChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

/** `map/publish-preview`: what publishing the draft would change. */
export interface PublishPreview {
  nextVersion: number;
  changes: ChangeCounts;
  byType: Record<string, ChangeCounts>;
}

export interface ImportFileReport {
  file: string;
  featureType: string | null;
  features: number;
  taken: number;
  status: 'taken' | 'partly' | 'not taken';
  reason?: string;
}

export interface NotTaken {
  file: string;
  featureId: string | null;
  reason: string;
}

/** `building/add-server-map`: the new building and what the archive gave. */
export interface ImportResult {
  building: { id: number; name: string; levels: { id: number; ordinal: number; name: string }[] };
  report: {
    files: ImportFileReport[];
    taken: Record<string, number>;
    notTaken: NotTaken[];
  };
}
