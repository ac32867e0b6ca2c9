import { useEffect, useState } from 'react';
import { Paper, Typography } from '@mui/material';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Beacon } from '#contract/schemas/beacon';
import type { QualityCell } from '#contract/schemas/locationQuality';
import { PlanMap, type PlanMapProps } from '../../../maps/PlanMap';
import { BEACON_CIRCLE } from '../../beacon/distribution/beaconLayer';
import type { Coverage } from '../../beacon/distribution/coverage';
import { useCoverageLayer } from '../../beacon/distribution/coverageLayer';
import { useBeaconLayer } from '../../beacon/distribution/useBeaconLayer';
import { QUALITY_LAYER, QUALITY_SOURCE, qualityLayer, qualitySourceData } from './qualityLayer';
import './qualityMapHook';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  cells: readonly QualityCell[];
  poorMetres: number;
  /** The level's beacons, drawn as dots. */
  beacons: readonly Beacon[];
  /** The beacons' coverage estimate under everything, or null. */
  coverage: Coverage | null;
}

/**
 * The level's plan with, from the bottom up, the beacon coverage estimate, the observed cells coloured by their
 * mean estimated error and sized by their fixes, and the beacons (a click names one). A lazy chunk: MapLibre.
 */
export const QualityMap = ({ cells, poorMetres, beacons, coverage, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The beacons' layer first: the coverage and the cells go under it.
  useBeaconLayer(map, { beacons, selectedId, onSelect: setSelectedId });
  // Faint: the cells over it are what the page is about.
  useCoverageLayer(map, coverage, true);
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(QUALITY_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    // Distinct cells: a tile holds the points near its edge too.
    window.__qualityMap = {
      drawn: () => (map.isMoving() || !map.loaded() ? null : new Set(map.querySourceFeatures(QUALITY_SOURCE).map((f) => f.id)).size),
    };
    return () => {
      delete window.__qualityMap;
      if (map.getLayer(QUALITY_LAYER)) map.removeLayer(QUALITY_LAYER);
      if (map.getSource(QUALITY_SOURCE)) map.removeSource(QUALITY_SOURCE);
    };
  }, [map]);
  // The colours follow the server's poor threshold: the layer is made again when it changes.
  useEffect(() => {
    if (!map) return;
    if (map.getLayer(QUALITY_LAYER)) map.removeLayer(QUALITY_LAYER);
    map.addLayer(qualityLayer(poorMetres), map.getLayer(BEACON_CIRCLE) ? BEACON_CIRCLE : undefined);
  }, [map, poorMetres]);
  useEffect(() => {
    (map?.getSource(QUALITY_SOURCE) as GeoJSONSource | undefined)?.setData(qualitySourceData(cells));
  }, [map, cells]);
  const selected = beacons.find((b) => b.id === selectedId);
  return (
    <>
      <PlanMap {...plan} onMapReady={setMap} />
      {selected && (
        <Paper variant="outlined" sx={{ position: 'absolute', left: 8, top: 8, px: 1, py: 0.5 }} data-testid="quality-beacon">
          <Typography variant="body2">{selected.name}</Typography>
        </Paper>
      )}
    </>
  );
};
