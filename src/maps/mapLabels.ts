import { useEffect } from 'react';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { labelPoint, labelsFor, placeLabels, wrapLabel, type Box } from './mapModel';
import type { MapFeature } from './types';

const POI_LABEL_OFFSET = 6;

interface PlacedLabel {
  marker: Marker;
  element: HTMLElement;
  at: [number, number];
  kind: 'unit' | 'poi';
  across: [[number, number], [number, number]] | null;
  size?: { width: number; height: number };
}

const CIRCLE = 5;
/** A room's name may reach a little over its walls, never far. */
const ROOM_OVERHANG = 1.4;
/** Space kept between two labels. */
const GAP = 2;

/**
 * Shows the labels that fit: a room's name no wider than the room, and no label over a drawn point
 * or over a label placed before it (POIs first, then rooms in the data's order).
 */
const layoutLabels = (map: MapLibreMap, labels: readonly PlacedLabel[], points: readonly [number, number][]) => {
  const obstacles: Box[] = points.map((at) => {
    const { x, y } = map.project(at);
    return { x: x - CIRCLE, y: y - CIRCLE, width: 2 * CIRCLE, height: 2 * CIRCLE };
  });
  const boxes: (Box | null)[] = labels.map((label) => {
    label.size ??= { width: label.element.offsetWidth, height: label.element.offsetHeight };
    const { width, height } = label.size;
    if (label.across) {
      const [west, east] = label.across.map((at) => map.project(at));
      if (width > ROOM_OVERHANG * Math.hypot(east!.x - west!.x, east!.y - west!.y)) return null;
    }
    const point = map.project(label.at);
    const top = label.kind === 'poi' ? point.y + POI_LABEL_OFFSET : point.y - height / 2;
    return { x: point.x - width / 2 - GAP, y: top, width: width + 2 * GAP, height };
  });
  const container = map.getContainer();
  const keep = placeLabels(boxes, obstacles, { width: container.clientWidth, height: container.clientHeight });
  labels.forEach((label, index) => {
    label.element.style.visibility = keep.has(index) ? 'visible' : 'hidden';
  });
};

/**
 * Room and POI names of the drawn level as DOM markers: browser fonts (CJK included), no glyph
 * requests. Clicks pass through them to the map.
 */
export const useMapLabels = (map: MapLibreMap | null, levelFeatures: readonly MapFeature[], english: boolean) => {
  useEffect(() => {
    if (!map) return undefined;
    const labels = labelsFor(levelFeatures, english).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'poi' ? -1 : 1));
    const placed: PlacedLabel[] = labels.map((label) => {
      const element = document.createElement('div');
      element.className = `indoor-label indoor-label-${label.kind}`;
      element.textContent = label.kind === 'unit' ? wrapLabel(label.text) : label.text;
      element.dataset.featureId = label.id;
      element.dataset.testid = 'map-label';
      if (label.category) element.dataset.category = label.category;
      // Issue 12: announced by its visible name (MapLibre would call every marker "Map marker", a button).
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', label.text);
      const marker = new maplibregl.Marker({
        element,
        anchor: label.kind === 'poi' ? 'top' : 'center',
        offset: label.kind === 'poi' ? [0, POI_LABEL_OFFSET] : [0, 0],
      })
        .setLngLat(label.at)
        .addTo(map);
      return { marker, element, at: label.at, kind: label.kind, across: label.across };
    });
    const points = levelFeatures
      .filter((feature) => feature.properties.featureType === 'poi' || feature.properties.featureType === 'amenity')
      .map(labelPoint)
      .filter((at): at is [number, number] => at !== null);
    let frame = 0;
    const relayout = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        layoutLabels(map, placed, points);
      });
    };
    layoutLabels(map, placed, points);
    map.on('move', relayout);
    return () => {
      map.off('move', relayout);
      if (frame) cancelAnimationFrame(frame);
      for (const label of placed) label.marker.remove();
    };
  }, [map, levelFeatures, english]);
};
