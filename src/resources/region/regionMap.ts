import type { Position } from 'geojson';
import type { MapFeature, MapJson } from '../../maps/types';
import type { RegionDetail } from './types';

/** The map feature of a region: the section whose `properties.regionId` is the region's id. */
const findRegionFeature = (map: MapJson, regionId: number): MapFeature | undefined =>
  map.features.find((feature) => feature.properties.featureType === 'section' && Number(feature.properties.regionId) === regionId);

const positionsOf = (geometry: MapFeature['geometry']): Position[] => {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
    case 'MultiPoint':
      return geometry.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    default:
      return geometry.geometries.flatMap(positionsOf);
  }
};

/**
 * The bounds of a geometry widened by `margin` of its size on each side (so the region is seen in
 * its surroundings), kept inside `within` (the building) when given. Null for an empty geometry.
 */
const paddedBounds = (
  geometry: MapFeature['geometry'],
  margin = 0.25,
  within?: readonly [number, number, number, number],
): [number, number, number, number] | null => {
  const points = positionsOf(geometry).filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  let [w, s, e, n] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const dx = (e - w) * margin || 0.0002;
  const dy = (n - s) * margin || 0.0002;
  [w, s, e, n] = [w - dx, s - dy, e + dx, n + dy];
  if (within) [w, s, e, n] = [Math.max(w, within[0]), Math.max(s, within[1]), Math.min(e, within[2]), Math.min(n, within[3])];
  return w < e && s < n ? [w, s, e, n] : null;
};

/**
 * The map to draw for one region: framed on the region (the map opens on `bbox`), with the other
 * sections left out so the only section tint on the level is the region's own, and the id of the
 * region's feature to select (outlined). A region missing from the map (another version) is added
 * from its own outline.
 */
export const regionMapData = (map: MapJson, region: RegionDetail): { data: MapJson; featureId: string } => {
  const found = findRegionFeature(map, region.id);
  const feature: MapFeature = found ?? {
    type: 'Feature',
    id: `region-${region.id}`,
    geometry: region.geometry,
    properties: { featureType: 'section', levelId: region.levelId, name: region.name, nameEn: region.nameEn, category: region.category, regionId: region.id },
  };
  const bbox = paddedBounds(feature.geometry, 0.25, map.bbox ?? undefined) ?? map.bbox;
  const others = map.features.filter((candidate) => candidate.properties.featureType !== 'section');
  return { data: { ...map, bbox, features: [...others, feature] }, featureId: feature.id };
};
