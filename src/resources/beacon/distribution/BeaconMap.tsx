import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { PlanMap, type PlanMapProps } from '../../../maps/PlanMap';
import { useCoverageLayer } from './coverageLayer';
import type { Coverage } from './coverage';
import { useBeaconLayer, type BeaconLayerOptions } from './useBeaconLayer';

interface Props extends Omit<PlanMapProps, 'onMapReady'>, BeaconLayerOptions {
  /** The coverage estimate to draw under the dots, or null. */
  coverage: Coverage | null;
}

/** The level's floor plan with its beacons as dots coloured by health, optionally over the coverage estimate (a lazy chunk: MapLibre). */
export const BeaconMap = ({ beacons, selectedId, onSelect, onMove, coverage, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useBeaconLayer(map, { beacons, selectedId, onSelect, onMove });
  useCoverageLayer(map, coverage);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
