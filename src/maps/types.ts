import type { Feature, Geometry } from 'geojson';

/** Feature types of the map JSON (IMDF-like, spec issue 5). */
export type MapFeatureType = 'building' | 'footprint' | 'level' | 'unit' | 'opening' | 'fixture' | 'amenity' | 'poi' | 'section' | 'road' | 'connector';

export interface MapFeatureProperties {
  featureType: MapFeatureType;
  levelId?: number | null;
  ordinal?: number | null;
  name?: string | null;
  nameEn?: string | null;
  category?: string | null;
  poiTypeId?: number | null;
  unitId?: string | number | null;
  status?: 'open' | 'closed' | null;
  levelIds?: number[] | null;
  [key: string]: unknown;
}

export type MapFeature = Feature<Geometry, MapFeatureProperties> & { id: string };

export interface MapLevel {
  id: number;
  ordinal: number;
  name: string;
  shortName?: string | null;
}

/** `GET /api/location/map/map-json/{buildingId}`: one building version as GeoJSON. */
export interface MapJson {
  type: 'FeatureCollection';
  buildingId: number;
  version: number | null;
  bbox: [number, number, number, number];
  center: [number, number];
  levels: MapLevel[];
  features: MapFeature[];
}

/** A POI type of the building as `poi-type/list` answers it. */
export interface MapPoiType {
  id: number;
  name: string;
  nameEn?: string | null;
  icon?: string | null;
  color?: string | null;
}

export type MapMode = '2d' | '3d';
