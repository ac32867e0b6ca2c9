import type { RegionDetailDto, RegionPageRecordDto } from '#contract/schemas/map';
import type { WithGeoJson } from '../../maps/types';

/** A region (an IMDF section of the building's draft) as `region/page` answers it, with the POIs inside its outline. */
export type RegionRecord = RegionPageRecordDto;

/** A POI inside a region (its map feature id, name and type). */
export type RegionPoi = RegionDetailDto['pois'][number];

/** `GET /api/location/region?id=`: the region with its outline (a GeoJSON geometry) and the POIs inside it. */
export type RegionDetail = WithGeoJson<RegionDetailDto>;
