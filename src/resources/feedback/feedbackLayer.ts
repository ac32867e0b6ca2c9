import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { FeedbackDetail } from '#contract/schemas/feedback';

export const FEEDBACK_SOURCE = 'feedback';
export const FEEDBACK_LAYERS = { track: 'feedback-track', beacon: 'feedback-beacon', place: 'feedback-place' } as const;

/** Health colours (with a white casing, 3:1 or more on the plan's light colours); the table says the same in words. */
export const HEALTH_COLORS: Record<string, string> = {
  healthy: '#2e7d32',
  batteryLow: '#b15101',
  unseen: '#c62828',
  neverSeen: '#6a1b9a',
  none: '#546e7a',
};
const PLACE_COLOR = '#d32f2f';
const TRACK_COLOR = '#1565c0';

/** Issue 18: on one level, the user's track (if shown), the beacons around the place and the place itself. */
export function feedbackSourceData(detail: FeedbackDetail, levelId: number): FeatureCollection {
  const points = detail.track?.points.filter((p) => p.levelId === levelId) ?? [];
  return {
    type: 'FeatureCollection',
    features: [
      ...(points.length > 1
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'LineString' as const, coordinates: points.map((p) => [p.lng, p.lat]) },
              properties: { kind: 'track' },
            },
          ]
        : []),
      ...(detail.place?.levelId === levelId
        ? detail.beacons.map((b) => ({
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: [b.lng, b.lat] },
            properties: { kind: 'beacon', color: HEALTH_COLORS[b.health ?? 'none'] ?? HEALTH_COLORS.none },
          }))
        : []),
      ...(detail.place?.levelId === levelId
        ? [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [detail.place.lng, detail.place.lat] }, properties: { kind: 'place' } }]
        : []),
    ],
  };
}

export const feedbackLayers = (): LayerSpecification[] => [
  {
    id: FEEDBACK_LAYERS.track,
    type: 'line',
    source: FEEDBACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'track'],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': TRACK_COLOR, 'line-width': 4, 'line-opacity': 0.8 },
  },
  {
    id: FEEDBACK_LAYERS.beacon,
    type: 'circle',
    source: FEEDBACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'beacon'],
    paint: { 'circle-color': ['get', 'color'], 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
  },
  {
    id: FEEDBACK_LAYERS.place,
    type: 'circle',
    source: FEEDBACK_SOURCE,
    filter: ['==', ['get', 'kind'], 'place'],
    paint: { 'circle-color': PLACE_COLOR, 'circle-radius': 10, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 3 },
  },
];
