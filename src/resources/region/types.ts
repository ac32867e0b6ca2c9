import type { Geometry } from 'geojson';

/** A region (an IMDF section of the building's draft) as `region/page` answers it. */
export interface RegionRecord {
  id: number;
  name: string;
  nameEn: string | null;
  levelId: number;
  buildingId: number;
  category: string | null;
  /** POIs inside the region's outline (page answers only). */
  poiCount?: number;
}

export interface RegionPoi {
  /** The POI's map feature id. */
  id: string;
  name: string | null;
  poiTypeId: number | null;
}

/** `GET /api/location/region?id=`: the region with its outline and the POIs inside it. */
export interface RegionDetail extends RegionRecord {
  geometry: Geometry;
  pois: RegionPoi[];
}
