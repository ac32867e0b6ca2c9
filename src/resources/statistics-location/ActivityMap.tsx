import { useEffect, useState } from 'react';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { ActivityStatus } from '#contract/schemas/activity';
import { PlanMap, type PlanMapProps } from '../../maps/PlanMap';
import { ACTIVITY_LAYERS, ACTIVITY_SOURCE, activityLayers, activitySourceData } from './activityLayer';
import './activityMapHook';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  regions: ActivityStatus['regions'];
  /** What a held-back region's badge says ("< 5"). */
  heldLabel: string;
}

/** The level's plan with its regions shaded by the users in them now, each with a count badge (a lazy chunk: MapLibre). */
export const ActivityMap = ({ regions, heldLabel, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const most = Math.max(0, ...regions.map((r) => r.users ?? 0));
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(ACTIVITY_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    window.__activityMap = {
      drawn: () => (map.isMoving() || !map.loaded() ? null : map.queryRenderedFeatures({ layers: [ACTIVITY_LAYERS.fill] }).length),
    };
    return () => {
      delete window.__activityMap;
      for (const id of Object.values(ACTIVITY_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(ACTIVITY_SOURCE)) map.removeSource(ACTIVITY_SOURCE);
    };
  }, [map]);
  // The colour scale follows the busiest region: the layers are made again when it changes.
  useEffect(() => {
    if (!map) return;
    for (const id of Object.values(ACTIVITY_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
    for (const layer of activityLayers(most)) map.addLayer(layer);
  }, [map, most]);
  useEffect(() => {
    (map?.getSource(ACTIVITY_SOURCE) as GeoJSONSource | undefined)?.setData(activitySourceData(plan.base, plan.levelId, regions));
    if (!map) return undefined;
    const markers = regions
      .filter((r) => r.levelId === plan.levelId)
      .map((r) => {
        const element = document.createElement('div');
        element.className = 'activity-badge';
        element.textContent = r.users === null ? heldLabel : String(r.users);
        Object.assign(element.style, {
          font: '600 12px/18px system-ui, sans-serif',
          padding: '0 6px',
          borderRadius: '9px',
          color: r.users === null ? '#424242' : '#fff',
          background: r.users === null ? '#eeeeee' : '#0d47a1',
          border: '1px solid #fff',
          pointerEvents: 'none',
        });
        return new maplibregl.Marker({ element }).setLngLat([r.lng, r.lat]).addTo(map);
      });
    return () => markers.forEach((m) => m.remove());
  }, [map, plan.base, plan.levelId, regions, heldLabel]);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
