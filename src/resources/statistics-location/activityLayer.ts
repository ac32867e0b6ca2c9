import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { ActivityStatus } from '#contract/schemas/activity';
import type { MapJson } from '../../maps/types';

export const ACTIVITY_SOURCE = 'activity';
export const ACTIVITY_LAYERS = { fill: 'activity-fill', line: 'activity-line' } as const;

/** The level's regions (their sections on the plan) with the users in them now; a held-back region has `users` -1. */
export function activitySourceData(base: MapJson, levelId: number, regions: ActivityStatus['regions']): FeatureCollection {
  const now = new Map(regions.filter((r) => r.levelId === levelId).map((r) => [r.id, r.users]));
  return {
    type: 'FeatureCollection',
    features: base.features.flatMap((f) => {
      const id = Number(f.properties.regionId);
      if (f.properties.featureType !== 'section' || !now.has(id)) return [];
      return [{ type: 'Feature' as const, geometry: f.geometry, properties: { regionId: id, users: now.get(id) ?? -1 } }];
    }),
  };
}

const ACTIVITY_COLORS = { few: '#bbdefb', many: '#0d47a1', held: '#9e9e9e' } as const;

export const activityLayers = (most: number): LayerSpecification[] => [
  {
    id: ACTIVITY_LAYERS.fill,
    type: 'fill',
    source: ACTIVITY_SOURCE,
    filter: ['>=', ['get', 'users'], 0],
    paint: {
      'fill-color': ['interpolate', ['linear'], ['get', 'users'], 0, ACTIVITY_COLORS.few, Math.max(1, most), ACTIVITY_COLORS.many],
      'fill-opacity': 0.4,
    },
  },
  {
    id: ACTIVITY_LAYERS.line,
    type: 'line',
    source: ACTIVITY_SOURCE,
    paint: {
      'line-color': ['case', ['<', ['get', 'users'], 0], ACTIVITY_COLORS.held, ACTIVITY_COLORS.many],
      'line-width': 2,
      'line-dasharray': [2, 1],
    },
  },
];
