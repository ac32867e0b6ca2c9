import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import { runsOn, positionAt, type PlaybackTrack } from './playback';

export const TRACK_SOURCE = 'track';
export const TRACK_LAYERS = { ahead: 'track-ahead', walked: 'track-walked', event: 'track-event', now: 'track-now' } as const;

/** Walked path, the rest of it, the session's events and where the user is, on one level at playback time `t`. */
export function trackSourceData(track: PlaybackTrack, levelId: number, t: number, selectedEvent: number | null): FeatureCollection {
  const { walked, ahead } = runsOn(track, levelId, t);
  const line = (kind: 'walked' | 'ahead') => (coordinates: number[][]) => ({
    type: 'Feature' as const,
    geometry: { type: 'LineString' as const, coordinates },
    properties: { kind },
  });
  const now = positionAt(track, t);
  return {
    type: 'FeatureCollection',
    features: [
      ...ahead.map(line('ahead')),
      ...walked.map(line('walked')),
      ...track.events.flatMap((e, index) =>
        e.levelId === levelId && e.lng !== null && e.lat !== null
          ? [
              {
                type: 'Feature' as const,
                geometry: { type: 'Point' as const, coordinates: [e.lng, e.lat] },
                properties: { kind: 'event', index, type: e.type, past: e.t <= t, selected: index === selectedEvent },
              },
            ]
          : [],
      ),
      ...(now && now.levelId === levelId
        ? [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [now.lng, now.lat] }, properties: { kind: 'now' } }]
        : []),
    ],
  };
}

/** Colours with a white casing, each 3:1 or more on the floor plan's light colours. */
const TRACK_COLORS = { walked: '#1565c0', ahead: '#78909c', event: '#b15101', now: '#c62828' } as const;

export const trackLayers = (): LayerSpecification[] => [
  {
    id: TRACK_LAYERS.ahead,
    type: 'line',
    source: TRACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'ahead'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': TRACK_COLORS.ahead, 'line-width': 3, 'line-dasharray': [1, 1.5] },
  },
  {
    id: TRACK_LAYERS.walked,
    type: 'line',
    source: TRACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'walked'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': TRACK_COLORS.walked, 'line-width': 5 },
  },
  {
    id: TRACK_LAYERS.event,
    type: 'circle',
    source: TRACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'event'],
    paint: {
      'circle-color': TRACK_COLORS.event,
      'circle-radius': ['case', ['get', 'selected'], 9, 6],
      'circle-opacity': ['case', ['get', 'past'], 1, 0.45],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
  {
    id: TRACK_LAYERS.now,
    type: 'circle',
    source: TRACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'now'],
    paint: { 'circle-color': TRACK_COLORS.now, 'circle-radius': 8, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 },
  },
];
