import { useEffect } from 'react';
import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { BEACON_CIRCLE } from './beaconLayer';
import { COVERAGE_MODEL, type Coverage } from './coverage';

const COVERAGE_SOURCE = 'beacon-coverage';
const COVERAGE_FILL = 'beacon-coverage-fill';

/** Cells by the beacons they hear: none, one, two (too few to locate), enough. */
export const COVERAGE_COLORS = ['#b71c1c', '#e65100', '#f9a825', '#2e7d32'] as const;
const coverageBucket = (heard: number): number => Math.min(heard, COVERAGE_MODEL.needed);

/** Cells that hear too few beacons stand out; `faint` halves both. */
const coverageOpacity = (faint: boolean) => ['case', ['<', ['get', 'bucket'], COVERAGE_MODEL.needed], faint ? 0.22 : 0.45, faint ? 0.08 : 0.15] as never;

const collection = (coverage: Coverage | null): FeatureCollection => ({
  type: 'FeatureCollection',
  features: (coverage?.cells ?? []).map((cell) => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [cell.ring] },
    properties: { bucket: coverageBucket(cell.heard) },
  })),
});

/**
 * The coverage estimate under the beacon dots (nothing drawn for null). `faint` shades it at half its
 * strength, for a page that draws its own figures over it (定位功能's cells).
 */
export const useCoverageLayer = (map: MapLibreMap | null, coverage: Coverage | null, faint = false) => {
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(COVERAGE_SOURCE, { type: 'geojson', data: collection(null) });
    map.addLayer(
      {
        id: COVERAGE_FILL,
        type: 'fill',
        source: COVERAGE_SOURCE,
        paint: {
          'fill-color': ['match', ['get', 'bucket'], 0, COVERAGE_COLORS[0], 1, COVERAGE_COLORS[1], 2, COVERAGE_COLORS[2], COVERAGE_COLORS[3]],
          'fill-antialias': false,
          // At full strength; the effect below fades it where asked.
          'fill-opacity': coverageOpacity(false),
        },
      },
      map.getLayer(BEACON_CIRCLE) ? BEACON_CIRCLE : undefined,
    );
    return () => {
      if (map.getLayer(COVERAGE_FILL)) map.removeLayer(COVERAGE_FILL);
      if (map.getSource(COVERAGE_SOURCE)) map.removeSource(COVERAGE_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    if (map?.getLayer(COVERAGE_FILL)) map.setPaintProperty(COVERAGE_FILL, 'fill-opacity', coverageOpacity(faint));
  }, [map, faint]);

  useEffect(() => {
    (map?.getSource(COVERAGE_SOURCE) as GeoJSONSource | undefined)?.setData(collection(coverage));
  }, [map, coverage]);
};
