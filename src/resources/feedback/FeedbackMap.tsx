import { useEffect, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeedbackDetail } from '#contract/schemas/feedback';
import { PlanMap, type PlanMapProps } from '../../maps/PlanMap';
import { FEEDBACK_LAYERS, FEEDBACK_SOURCE, feedbackLayers, feedbackSourceData } from './feedbackLayer';

interface Props extends Omit<PlanMapProps, 'onMapReady'> {
  detail: FeedbackDetail;
}

/** Issue 18: the level's floor plan (local, no remote tiles) with the feedback's place, the beacons around it and the track (a lazy chunk: MapLibre). */
export const FeedbackMap = ({ detail, ...plan }: Props) => {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(FEEDBACK_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    for (const layer of feedbackLayers()) map.addLayer(layer);
    return () => {
      for (const id of Object.values(FEEDBACK_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(FEEDBACK_SOURCE)) map.removeSource(FEEDBACK_SOURCE);
    };
  }, [map]);
  useEffect(() => {
    (map?.getSource(FEEDBACK_SOURCE) as GeoJSONSource | undefined)?.setData(feedbackSourceData(detail, plan.levelId));
  }, [map, detail, plan.levelId]);
  return <PlanMap {...plan} onMapReady={setMap} />;
};
