import { useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Beacon } from '../../../../server/src/schemas/beacon';
import { PlanMap, type PlanMapProps } from '../../../maps/PlanMap';
import { useBeaconLayer } from './useBeaconLayer';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  beacons: readonly Beacon[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The level's floor plan with its beacons as dots coloured by health (a lazy chunk: MapLibre). */
export const BeaconMap = ({ beacons, selectedId, onSelect, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useBeaconLayer(map, beacons, selectedId, onSelect);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
