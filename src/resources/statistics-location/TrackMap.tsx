import { useEffect, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { PlanMap, type PlanMapProps } from '../../maps/PlanMap';
import { screenPoint } from '../../maps/screenPoint';
import type { PlaybackTrack } from './playback';
import { TRACK_LAYERS, TRACK_SOURCE, trackLayers, trackSourceData } from './trackLayer';
import './trackMapHook';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  track: PlaybackTrack;
  /** Playback time, milliseconds since the track's start. */
  t: number;
  selectedEvent: number | null;
}

/** The level's floor plan with the track at playback time `t` (a lazy chunk: MapLibre). */
export const TrackMap = ({ track, t, selectedEvent, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(TRACK_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    for (const layer of trackLayers()) map.addLayer(layer);
    window.__trackMap = {
      project: screenPoint(map),
      drawn: () => {
        if (map.isMoving()) return {};
        const counts: Record<string, number> = {};
        for (const f of map.queryRenderedFeatures({ layers: Object.values(TRACK_LAYERS) })) counts[f.properties.kind] = (counts[f.properties.kind] ?? 0) + 1;
        return counts;
      },
    };
    return () => {
      delete window.__trackMap;
      for (const id of Object.values(TRACK_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(TRACK_SOURCE)) map.removeSource(TRACK_SOURCE);
    };
  }, [map]);
  useEffect(() => {
    (map?.getSource(TRACK_SOURCE) as GeoJSONSource | undefined)?.setData(trackSourceData(track, plan.levelId, t, selectedEvent));
  }, [map, track, plan.levelId, t, selectedEvent]);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
