import { describe, expect, it } from 'vitest';
import type { LayerSpecification } from 'maplibre-gl';
import { featuresOnLevel } from '../../../src/maps/mapModel';
import { buildStyle, sourceData } from '../../../src/maps/mapStyle';
import type { MapFeature } from '../../../src/maps/types';
import { MAP, POI_TYPES } from './fixture';

const style = buildStyle(sourceData(featuresOnLevel(MAP.features, 11), POI_TYPES), '2d', false);
/** The layers the first frame draws: shown, and picking features by their type (the selection and highlight layers pick one id, none at first). */
const firstFrame = style.layers.filter(
  (layer) => layer.layout?.visibility !== 'none' && JSON.stringify((layer as { filter?: unknown }).filter ?? null).includes('"featureType"'),
);
const paint = (layer: LayerSpecification) => (layer as { paint?: Record<string, unknown> }).paint ?? {};

/**
 * MapLibre compiles one shader program per layer type and set of data-driven paint properties (and one more for a
 * fill's antialiasing outline), the first time it draws one; a software GPU takes tens of milliseconds each.
 */
const programsOf = (layers: readonly LayerSpecification[]) => {
  const programs = new Set<string>();
  for (const layer of layers) {
    const dataDriven = Object.entries(paint(layer))
      .filter(([, value]) => Array.isArray(value) && JSON.stringify(value).includes('"get"'))
      .map(([name]) => name)
      .sort();
    programs.add(`${layer.type}:${dataDriven.join(',')}`);
    if (layer.type === 'fill' && paint(layer)['fill-antialias'] !== false) programs.add(`fillOutline:${dataDriven.join(',')}`);
  }
  return programs;
};

describe('issue 19: the map first idle in 1.5 s (the first frame compiles few shader programs)', () => {
  it('draws the 2D level with one program for each kind of layer it shows: fill, line, circle; no background layer', () => {
    expect(style.layers.some((layer) => layer.type === 'background')).toBe(false);
    expect(firstFrame.map((layer) => layer.id)).toEqual([
      'level-fill',
      'level-line',
      'section-fill',
      'unit-fill',
      'unit-line',
      'fixture-fill',
      'opening-line',
      'amenity-circle',
      'poi-circle',
    ]);
    expect([...programsOf(firstFrame)].sort()).toEqual(['circle:circle-color', 'fill:fill-color', 'line:']);
  });

  it('gives every feature its drawing colour in the data: a level, a section (a faint tint), a fixture and an amenity their kind’s', () => {
    const colour = (featureType: MapFeature['properties']['featureType']) =>
      sourceData(
        [{ type: 'Feature', id: featureType, geometry: { type: 'Point', coordinates: [121, 31] }, properties: { featureType, levelId: 11 } }],
        POI_TYPES,
      ).features[0]?.properties?.color as string;
    expect(colour('level')).toBe('#fbfaf7');
    expect(colour('section')).toBe('rgba(255, 232, 163, 0.25)');
    expect(colour('fixture')).toBe('#cfc8b8');
    expect(colour('amenity')).toBe('#264653');
  });
});
