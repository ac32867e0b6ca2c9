import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, FillLayerSpecification, StyleSpecification } from 'maplibre-gl';
import { categoryColor, categoryHeight, poiColor } from './mapModel';
import type { MapFeature, MapMode, MapPoiType } from './types';

export const SOURCE = 'indoor';

const isType = (...types: string[]): ExpressionSpecification => ['in', ['get', 'featureType'], ['literal', types]];

/** Layers answering a click, topmost first. */
export const CLICKABLE_LAYERS = ['poi-circle', 'amenity-circle', 'unit-extrusion', 'unit-fill'];

/** Fill colours of the features that are not units or POIs (a section is a faint tint over the floor). */
const PLAIN_COLOR: Readonly<Record<string, string>> = {
  level: '#fbfaf7',
  section: 'rgba(255, 232, 163, 0.25)',
  fixture: '#cfc8b8',
  amenity: '#264653',
};

/** The colour a feature is drawn in: its POI type's, its unit category's, or its kind's. */
const colorOf = (props: MapFeature['properties'], poiTypes: readonly MapPoiType[]): string => {
  if (props.featureType === 'poi') return poiColor(props.poiTypeId, poiTypes);
  if (props.featureType === 'unit') return categoryColor(props.category);
  return PLAIN_COLOR[props.featureType] ?? categoryColor(props.category);
};

/**
 * The level's features as the source's data: each keeps its id in `fid` (MapLibre keeps only numeric
 * feature ids) and carries its drawing colour and height, so the style needs no lookup expressions.
 */
export const sourceData = (features: readonly MapFeature[], poiTypes: readonly MapPoiType[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: features.map((feature) => {
    const props = feature.properties;
    return { ...feature, properties: { ...props, fid: feature.id, color: colorOf(props, poiTypes), height: categoryHeight(props.category) } };
  }),
});

/** Every fill and circle of the first frame draws its feature's colour (one shader program for each kind, see buildStyle). */
const FEATURE_COLOR: ExpressionSpecification = ['get', 'color'];

/** The `<type>-fill` layer: the features of that type in their colour, with no antialiasing outline. */
const featureFill = (featureType: string, visibility?: 'visible' | 'none'): FillLayerSpecification => ({
  id: `${featureType}-fill`,
  type: 'fill',
  source: SOURCE,
  filter: isType(featureType),
  ...(visibility ? { layout: { visibility } } : {}),
  paint: { 'fill-color': FEATURE_COLOR, 'fill-antialias': false },
});

/**
 * A style with nothing remote (no tiles, glyphs or sprites: labels are DOM markers): one GeoJSON source and
 * the indoor layers. 3D shows units as extrusions instead of flat fills.
 *
 * Issue 19: MapLibre compiles a shader program for each layer type and set of data-driven properties the first
 * time it draws one, and a software GPU (SwiftShader, an office PC without one) takes 30-60 ms for each while the
 * page waits. So the first frame needs few: fills and circles all take their colour from the data, the fills draw
 * no antialiasing outline (each has a line drawn over its edge, or is a faint tint), and there is no background
 * layer (the map's element has the background colour, indoorMap.css).
 */
export const buildStyle = (data: FeatureCollection, mode: MapMode, showRoads: boolean): StyleSpecification => {
  const flat = mode === '2d' ? 'visible' : 'none';
  const raised = mode === '3d' ? 'visible' : 'none';
  return {
    version: 8,
    sources: { [SOURCE]: { type: 'geojson', data } },
    layers: [
      featureFill('level'),
      { id: 'level-line', type: 'line', source: SOURCE, filter: isType('level'), paint: { 'line-color': '#6c757d', 'line-width': 2 } },
      featureFill('section'),
      featureFill('unit', flat),
      {
        id: 'unit-line',
        type: 'line',
        source: SOURCE,
        filter: isType('unit'),
        layout: { visibility: flat },
        paint: { 'line-color': '#7a7568', 'line-width': 0.8 },
      },
      featureFill('fixture'),
      {
        id: 'opening-line',
        type: 'line',
        source: SOURCE,
        filter: isType('opening'),
        layout: { visibility: flat },
        paint: { 'line-color': '#ffffff', 'line-width': 3 },
      },
      {
        id: 'road-line',
        type: 'line',
        source: SOURCE,
        filter: isType('road', 'connector'),
        layout: { visibility: showRoads ? 'visible' : 'none', 'line-cap': 'round' },
        paint: { 'line-color': ['case', ['==', ['get', 'status'], 'closed'], '#d62828', '#3a86ff'], 'line-width': 1.2, 'line-opacity': 0.8 },
      },
      {
        id: 'unit-extrusion',
        type: 'fill-extrusion',
        source: SOURCE,
        filter: isType('unit'),
        layout: { visibility: raised },
        paint: {
          'fill-extrusion-color': FEATURE_COLOR,
          'fill-extrusion-height': ['get', 'height'],
          'fill-extrusion-base': 0,
          'fill-extrusion-opacity': 0.9,
        },
      },
      {
        id: 'amenity-circle',
        type: 'circle',
        source: SOURCE,
        filter: isType('amenity'),
        paint: { 'circle-radius': 4, 'circle-color': FEATURE_COLOR, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
      },
      {
        id: 'poi-circle',
        type: 'circle',
        source: SOURCE,
        filter: isType('poi'),
        paint: { 'circle-radius': 5, 'circle-color': FEATURE_COLOR, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
      },
      // A highlighted area (the region of a region view): a tint over the units and a wide outline.
      {
        id: 'highlight-fill',
        type: 'fill',
        source: SOURCE,
        filter: ['==', ['get', 'fid'], ''],
        paint: { 'fill-color': '#f77f00', 'fill-opacity': 0.28 },
      },
      {
        id: 'highlight-line',
        type: 'line',
        source: SOURCE,
        filter: ['==', ['get', 'fid'], ''],
        layout: { 'line-join': 'round' },
        paint: { 'line-color': '#d35400', 'line-width': 4, 'line-dasharray': [2, 1] },
      },
      {
        id: 'selected-line',
        type: 'line',
        source: SOURCE,
        filter: ['==', ['get', 'fid'], ''],
        paint: { 'line-color': '#1d3557', 'line-width': 3 },
      },
      {
        id: 'selected-circle',
        type: 'circle',
        source: SOURCE,
        filter: ['all', ['==', ['geometry-type'], 'Point'], ['==', ['get', 'fid'], '']],
        paint: { 'circle-radius': 9, 'circle-color': 'rgba(0,0,0,0)', 'circle-stroke-color': '#1d3557', 'circle-stroke-width': 3 },
      },
    ],
  };
};

/** Filters of the two selection layers (outline; ring around a point) for one feature id, or none. */
export const selectedFilters = (fid: string | null): { line: ExpressionSpecification; circle: ExpressionSpecification } => {
  const same: ExpressionSpecification = ['==', ['get', 'fid'], fid ?? ''];
  return { line: same, circle: ['all', ['==', ['geometry-type'], 'Point'], same] };
};

/** The filter of the highlight layers for one feature id, or none. */
export const highlightFilter = (fid: string | null): ExpressionSpecification => ['==', ['get', 'fid'], fid ?? ''];
