import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './indoorMap.css';
import { useMapLabels } from './mapLabels';
import { featureBounds, featuresOnLevel, frameOf, needsRefit } from './mapModel';
import { buildStyle, CLICKABLE_LAYERS, highlightFilter, selectedFilters, SOURCE, sourceData } from './mapStyle';
import type { MapFeature, MapJson, MapMode, MapPoiType } from './types';

// The worker is a file of our own origin (no blob: URL, nothing fetched from elsewhere).
maplibregl.setWorkerUrl(workerUrl);
// Issue 19: the workers start (download and compile their script) as this chunk arrives, beside the map JSON,
// instead of when the first map is built: they cut the map's data into tiles before its first frame.
maplibregl.prewarm();

export interface IndoorMapProps {
  data: MapJson;
  levelId: number;
  mode: MapMode;
  showRoads: boolean;
  poiTypes: readonly MapPoiType[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  english?: boolean;
  /** A feature drawn highlighted (tinted over the units, wide outline), e.g. the region of a region view. */
  highlightId?: string | null;
  /**
   * Editors draw and handle what they edit themselves: called with the map once its style is loaded
   * (add sources, layers and handlers then) and with null before it is removed. Keep `data` stable
   * while editing (a new `data` builds a new map).
   */
  onMapReady?: (map: MapLibreMap | null) => void;
  /**
   * Frame the shown level rather than the whole `data.bbox`: the map opens on the level's extent and
   * moves to another level when that one is out of view or small in it (a venue of several buildings).
   */
  frameLevel?: boolean;
}

/** The loaded map if it is still the current one (read inside effects: after this commit's new map, if any). */
const liveMap = (loaded: MapLibreMap | null, current: RefObject<MapLibreMap | null>) => (loaded !== null && loaded === current.current ? loaded : null);

const FLAT_LAYERS = ['unit-fill', 'unit-line', 'opening-line'];
const PITCH_3D = 55;
const BEARING_3D = -20;
/** The MapLibre GL map of one building version (a lazy chunk: only the building view loads it). */
export const IndoorMap = ({
  data,
  levelId,
  mode,
  showRoads,
  poiTypes,
  selectedId,
  onSelect,
  english = false,
  highlightId = null,
  onMapReady,
  frameLevel = false,
}: IndoorMapProps) => {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onMapReadyRef = useRef(onMapReady);
  onMapReadyRef.current = onMapReady;
  /**
   * The map whose style has loaded. A new `data` builds a new map in the same commit that may still see the
   * old one's `ready` (its `load` and the new data can land in one render): effects act only while this is the
   * map in `mapRef`, never on a map whose style is still loading ("Style is not done loading").
   */
  const [loadedMap, setLoadedMap] = useState<MapLibreMap | null>(null);
  const translate = useTranslate();
  const localeRef = useRef<Record<string, string>>({});
  localeRef.current = {
    'Map.Title': translate('app.maps.controls.map'),
    'NavigationControl.ZoomIn': translate('app.maps.controls.zoom_in'),
    'NavigationControl.ZoomOut': translate('app.maps.controls.zoom_out'),
    'NavigationControl.ResetBearing': translate('app.maps.controls.reset_bearing'),
  };
  const levelFeatures = useMemo(() => featuresOnLevel(data.features, levelId), [data, levelId]);
  /** What the camera frames: the level's extent (frameLevel), else the data's bbox (else its centre, else the world). */
  const frame = useMemo(() => frameOf(data, frameLevel ? featureBounds(levelFeatures) : null), [frameLevel, levelFeatures, data]);
  const frameRef = useRef(frame);
  frameRef.current = frame;
  const initialRef = useRef({ features: levelFeatures, poiTypes, showRoads, levelId });
  initialRef.current = { features: levelFeatures, poiTypes, showRoads, levelId };
  /** The mode the map shows (a new map starts in 2D). */
  const modeRef = useRef<MapMode>('2d');
  /** What the source holds, so the first effect does not send the same data again. */
  const drawnRef = useRef<{ features: readonly MapFeature[]; poiTypes: readonly MapPoiType[]; levelId: number }>(initialRef.current);

  useEffect(() => {
    if (!container.current) return undefined;
    const element = container.current;
    // The first frame already draws the level: the first `idle` means the floor is on the canvas.
    const initial = initialRef.current;
    drawnRef.current = { features: initial.features, poiTypes: initial.poiTypes, levelId: initial.levelId };
    modeRef.current = '2d';
    const map = new maplibregl.Map({
      container: element,
      style: buildStyle(sourceData(initial.features, initial.poiTypes), '2d', initial.showRoads),
      bounds: frameRef.current,
      fitBoundsOptions: { padding: 24 },
      attributionControl: false,
      // Issue 12: the canvas and the zoom buttons are named in the console's language.
      locale: localeRef.current,
      maxPitch: 70,
      // Lets tests and the benchmark read the drawn pixels back.
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'top-right');
    // What the canvas shows once idle (tests and the benchmark wait on these): count, level and pitch.
    let idle = 0;
    map.on('idle', () => {
      idle += 1;
      element.dataset.idle = String(idle);
      element.dataset.level = String(drawnRef.current.levelId);
      element.dataset.pitch = String(Math.round(map.getPitch()));
    });
    map.on('load', () => {
      setLoadedMap(map);
      onMapReadyRef.current?.(map);
    });
    map.on('click', (event) => {
      const layers = CLICKABLE_LAYERS.filter((id) => map.getLayoutProperty(id, 'visibility') !== 'none');
      const hit = map.queryRenderedFeatures(event.point, { layers })[0];
      const fid: unknown = hit?.properties.fid;
      onSelectRef.current(typeof fid === 'string' ? fid : null);
    });
    map.on('mousemove', (event) => {
      const hit = map.queryRenderedFeatures(event.point, { layers: CLICKABLE_LAYERS }).length > 0;
      map.getCanvas().style.cursor = hit ? 'pointer' : '';
    });
    return () => {
      mapRef.current = null;
      setLoadedMap(null);
      onMapReadyRef.current?.(null);
      map.remove();
    };
  }, [data]);

  useEffect(() => {
    const map = liveMap(loadedMap, mapRef);
    if (!map) return;
    const drawn = drawnRef.current;
    if (drawn.features === levelFeatures && drawn.poiTypes === poiTypes) return;
    const levelChanged = drawn.levelId !== levelId;
    drawnRef.current = { features: levelFeatures, poiTypes, levelId };
    map.getSource<GeoJSONSource>(SOURCE)?.setData(sourceData(levelFeatures, poiTypes));
    if (frameLevel && levelChanged) {
      const view = map.getBounds();
      if (needsRefit(frameRef.current, [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()])) {
        map.fitBounds(frameRef.current, { padding: 24, pitch: map.getPitch(), bearing: map.getBearing(), duration: 0 });
      }
    }
  }, [loadedMap, levelFeatures, poiTypes, levelId, frameLevel]);

  useEffect(() => {
    const map = liveMap(loadedMap, mapRef);
    if (!map || modeRef.current === mode) return;
    modeRef.current = mode;
    for (const id of FLAT_LAYERS) map.setLayoutProperty(id, 'visibility', mode === '2d' ? 'visible' : 'none');
    map.setLayoutProperty('unit-extrusion', 'visibility', mode === '3d' ? 'visible' : 'none');
    // Refit while tilting: a pitched and turned camera needs another zoom to keep the building in view.
    map.fitBounds(frameRef.current, { padding: 24, pitch: mode === '3d' ? PITCH_3D : 0, bearing: mode === '3d' ? BEARING_3D : 0, linear: true, duration: 600 });
  }, [loadedMap, mode, data]);

  useEffect(() => {
    const map = liveMap(loadedMap, mapRef);
    if (!map) return;
    map.setLayoutProperty('road-line', 'visibility', showRoads ? 'visible' : 'none');
  }, [loadedMap, showRoads]);

  useEffect(() => {
    const map = liveMap(loadedMap, mapRef);
    if (!map) return;
    const filters = selectedFilters(selectedId);
    map.setFilter('selected-line', filters.line);
    map.setFilter('selected-circle', filters.circle);
  }, [loadedMap, selectedId]);

  useEffect(() => {
    const map = liveMap(loadedMap, mapRef);
    if (!map) return;
    map.setFilter('highlight-fill', highlightFilter(highlightId));
    map.setFilter('highlight-line', highlightFilter(highlightId));
  }, [loadedMap, highlightId]);

  useMapLabels(loadedMap, levelFeatures, english);

  return <div ref={container} className="indoor-map" data-testid="indoor-map" />;
};
