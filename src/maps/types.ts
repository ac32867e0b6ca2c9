import type { Feature, Geometry } from 'geojson';
import type { PoiTypeDto } from '#contract/schemas/entities';
import type { FeatureType, MapJsonDto, MapLevelDto } from '#contract/schemas/map';

/** Feature types of the map JSON (IMDF-like, spec issue 5): the schema's. */
type MapFeatureType = FeatureType;

/**
 * The properties of a map feature as the console draws it (a GeoJSON view model: the browser also
 * builds such features, e.g. a region's outline); the schema's FeatureSchema has the fields it always answers.
 */
interface MapFeatureProperties {
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

/** A schema shape whose `geometry` (the schema's permissive GeometryDto) the console reads as a GeoJSON geometry typed by kind. */
export type WithGeoJson<T extends { geometry: unknown }> = Omit<T, 'geometry'> & { geometry: Geometry };

/** A floor of the map JSON (`shortName`: the name when the floor has none). */
export type MapLevel = MapLevelDto;

/**
 * `GET /api/location/map/map-json/{buildingId}`: one building version as GeoJSON, the schema's
 * MapJsonDto with its features as the console's GeoJSON view. `bbox` is null when no feature has
 * coordinates and `center` when the building has neither an anchor nor features.
 */
export type MapJson = Omit<MapJsonDto, 'features'> & { features: MapFeature[] };

/** A POI type as the map draws it: the fields of `poi/poi-type/list` it reads (colour, icon, names). */
export type MapPoiType = Pick<PoiTypeDto, 'id' | 'name'> & Partial<Pick<PoiTypeDto, 'nameEn' | 'icon' | 'color'>>;

export type MapMode = '2d' | '3d';
