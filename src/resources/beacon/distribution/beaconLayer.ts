import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { Beacon } from '#contract/schemas/beacon';

export const BEACON_SOURCE = 'beacons';
export const BEACON_CIRCLE = 'beacon-circle';

/** What a beacon's dot shows: a deployed one's health, else its lifecycle (to be deployed, retired). */
export type BeaconState = NonNullable<Beacon['health']> | 'planned' | 'retired';
export const BEACON_STATES: readonly BeaconState[] = ['healthy', 'batteryLow', 'unseen', 'neverSeen', 'planned', 'retired'];

/** Dot colours (white ring; each 3:1 or more on the floor plan's light colours). */
export const STATE_COLORS: Record<BeaconState, string> = {
  healthy: '#2e7d32',
  batteryLow: '#b15101',
  unseen: '#c62828',
  neverSeen: '#5f6368',
  planned: '#1565c0',
  retired: '#9e9e9e',
};

const stateOf = (beacon: Beacon): BeaconState => beacon.health ?? (beacon.lifecycle === 'retired' ? 'retired' : 'planned');

/** How many beacons show each state (the legend's counts). */
export const stateCounts = (beacons: readonly Beacon[]): Record<BeaconState, number> =>
  Object.fromEntries(BEACON_STATES.map((state) => [state, beacons.filter((b) => stateOf(b) === state).length])) as Record<BeaconState, number>;

/** The level's beacons as points, with their state and whether selected. */
export const beaconSourceData = (beacons: readonly Beacon[], selectedId: number | null): FeatureCollection => ({
  type: 'FeatureCollection',
  features: beacons.map((beacon) => ({
    type: 'Feature',
    id: beacon.id,
    geometry: { type: 'Point', coordinates: [beacon.lng, beacon.lat] },
    properties: { id: beacon.id, state: stateOf(beacon), selected: beacon.id === selectedId },
  })),
});

export const beaconLayers = (): LayerSpecification[] => [
  {
    id: BEACON_CIRCLE,
    type: 'circle',
    source: BEACON_SOURCE,
    paint: {
      'circle-radius': ['case', ['get', 'selected'], 9, 6],
      'circle-color': ['match', ['get', 'state'], ...BEACON_STATES.flatMap((state) => [state, STATE_COLORS[state]]), '#000000'] as never,
      'circle-stroke-color': ['case', ['get', 'selected'], '#111111', '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'selected'], 3, 1.5],
    },
  },
];
