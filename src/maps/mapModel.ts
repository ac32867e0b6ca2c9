import type { Position } from 'geojson';
import type { MapFeature, MapJson, MapLevel, MapPoiType } from './types';

/** Levels as a lift panel reads them: highest ordinal on top. */
export const levelsTopDown = (levels: readonly MapLevel[]): MapLevel[] => [...levels].sort((a, b) => b.ordinal - a.ordinal);

/** The level shown first: the ground floor (ordinal 0), else the lowest level above ground, else the highest. */
export const defaultLevel = (levels: readonly MapLevel[], features: readonly MapFeature[] = []): MapLevel | undefined => {
  // Several ground floors (an IMDF venue of several buildings): the one holding the most features.
  const held = (level: MapLevel) => features.filter((feature) => feature.properties.levelId === level.id).length;
  const ground = levels.filter((level) => level.ordinal === 0).sort((a, b) => held(b) - held(a))[0];
  if (ground) return ground;
  const above = levels.filter((level) => level.ordinal > 0).sort((a, b) => a.ordinal - b.ordinal);
  return above[0] ?? levelsTopDown(levels)[0];
};

/** Features drawn on one level: those with its levelId, plus connectors that serve it. Building and footprint are never drawn. */
export const featuresOnLevel = (features: readonly MapFeature[], levelId: number): MapFeature[] =>
  features.filter((feature) => {
    const props = feature.properties;
    if (props.featureType === 'connector') return props.levelIds?.includes(levelId) ?? false;
    return props.levelId === levelId;
  });

/** A map with no level or nothing on any level has nothing to draw. */
export const isEmptyMap = (map: MapJson): boolean =>
  map.levels.length === 0 || !map.features.some((feature) => feature.properties.levelId !== undefined && feature.properties.levelId !== null);

/** Unit categories with their fill colour and extrusion height in metres; the order is the legend's. */
const UNIT_CATEGORIES: readonly { category: string; color: string; height: number }[] = [
  { category: 'retail', color: '#f4a261', height: 4 },
  { category: 'foodservice', color: '#e76f51', height: 4 },
  { category: 'room', color: '#8ecae6', height: 4 },
  { category: 'office', color: '#90be6d', height: 4 },
  { category: 'restroom', color: '#b497d6', height: 3 },
  { category: 'elevator', color: '#577590', height: 5 },
  { category: 'escalator', color: '#4d908e', height: 1 },
  { category: 'stairs', color: '#43aa8b', height: 1 },
  { category: 'parking', color: '#adb5bd', height: 0.3 },
  { category: 'ramp', color: '#ced4da', height: 0.3 },
  { category: 'walkway', color: '#f1efe9', height: 0.2 },
  { category: 'opentobelow', color: '#dfe7ef', height: 0 },
  { category: 'nonpublic', color: '#c9c3b6', height: 4 },
];

export const OTHER_CATEGORY = { category: 'other', color: '#d9d4c7', height: 3 } as const;

const byCategory = new Map(UNIT_CATEGORIES.map((entry) => [entry.category, entry]));

export const categoryColor = (category: string | null | undefined): string => byCategory.get(category ?? '')?.color ?? OTHER_CATEGORY.color;

export const categoryHeight = (category: string | null | undefined): number => byCategory.get(category ?? '')?.height ?? OTHER_CATEGORY.height;

export interface LegendEntry {
  category: string;
  color: string;
  /** i18n key of the category's name. */
  labelKey: string;
}

/** The legend for the drawn units: each category present once, in the fixed order, unknown ones as "other". */
export const legendFor = (features: readonly MapFeature[]): LegendEntry[] => {
  const present = new Set<string>();
  for (const feature of features) {
    if (feature.properties.featureType !== 'unit') continue;
    const category = feature.properties.category ?? '';
    present.add(byCategory.has(category) ? category : OTHER_CATEGORY.category);
  }
  return [...UNIT_CATEGORIES, OTHER_CATEGORY]
    .filter((entry) => present.has(entry.category))
    .map(({ category, color }) => ({ category, color, labelKey: `app.maps.categories.${category}` }));
};

export const DEFAULT_POI_COLOR = '#d62828';

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** POI circle colour from its type; a missing or malformed colour falls back to one red. */
export const poiColor = (poiTypeId: number | null | undefined, poiTypes: readonly MapPoiType[]): string => {
  const color = poiTypes.find((type) => type.id === poiTypeId)?.color;
  return color && HEX.test(color) ? color : DEFAULT_POI_COLOR;
};

const ringArea = (ring: Position[]): number => {
  const [ox = 0, oy = 0] = ring[0] ?? [];
  ring = ring.map((p) => [p[0]! - ox, p[1]! - oy]);
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
  return sum / 2;
};

/** Centroid of a ring, computed relative to its first vertex (absolute degrees lose all precision in the products). */
const ringCentroid = (ring: Position[]): Position => {
  const [ox = 0, oy = 0] = ring[0] ?? [];
  const local = ring.map((p) => [p[0]! - ox, p[1]! - oy]);
  const area = ringArea(local);
  if (Math.abs(area) < 1e-18) {
    const n = local.length || 1;
    return [ox + local.reduce((s, p) => s + p[0]!, 0) / n, oy + local.reduce((s, p) => s + p[1]!, 0) / n];
  }
  let x = 0;
  let y = 0;
  for (let i = 0, j = local.length - 1; i < local.length; j = i++) {
    const cross = local[j]![0]! * local[i]![1]! - local[i]![0]! * local[j]![1]!;
    x += (local[j]![0]! + local[i]![0]!) * cross;
    y += (local[j]![1]! + local[i]![1]!) * cross;
  }
  return [ox + x / (6 * area), oy + y / (6 * area)];
};

/** Where a feature's label goes: a point itself, a polygon's centroid (the largest part of a multipolygon), a line's middle vertex. */
export const labelPoint = (feature: MapFeature): [number, number] | null => {
  const geometry = feature.geometry;
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates[0]!, geometry.coordinates[1]!];
    case 'Polygon': {
      const [x, y] = ringCentroid(geometry.coordinates[0] ?? []);
      return [x!, y!];
    }
    case 'MultiPolygon': {
      const largest = [...geometry.coordinates].sort((a, b) => Math.abs(ringArea(b[0] ?? [])) - Math.abs(ringArea(a[0] ?? [])))[0];
      if (!largest) return null;
      const [x, y] = ringCentroid(largest[0] ?? []);
      return [x!, y!];
    }
    case 'LineString': {
      const middle = geometry.coordinates[Math.floor(geometry.coordinates.length / 2)];
      return middle ? [middle[0]!, middle[1]!] : null;
    }
    default:
      return null;
  }
};

/** Units large enough to name (not walkways or voids) and POIs get a label. */
const UNLABELLED = new Set(['walkway', 'opentobelow', 'nonpublic']);

export interface MapLabel {
  id: string;
  text: string;
  at: [number, number];
  kind: 'unit' | 'poi';
  category: string | null;
  /** For a unit: its west and east edges at the label's latitude, so a label wider than its room can be left out. */
  across: [[number, number], [number, number]] | null;
}

const lngRange = (coordinates: unknown): [number, number] => {
  let west = Infinity;
  let east = -Infinity;
  const walk = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      west = Math.min(west, value[0]);
      east = Math.max(east, value[0]);
    } else value.forEach(walk);
  };
  walk(coordinates);
  return [west, east];
};

/**
 * Labels of one level's features in the current language's name (Chinese by default, English where
 * asked and present). A POI named as the unit it belongs to is left to the unit's label.
 */
export const labelsFor = (features: readonly MapFeature[], english = false): MapLabel[] => {
  const unitNames = new Map(
    features.filter((f) => f.properties.featureType === 'unit' && !UNLABELLED.has(f.properties.category ?? '')).map((f) => [f.id, f.properties.name]),
  );
  const labels: MapLabel[] = [];
  for (const feature of features) {
    const props = feature.properties;
    if (props.featureType !== 'unit' && props.featureType !== 'poi') continue;
    if (props.featureType === 'unit' && UNLABELLED.has(props.category ?? '')) continue;
    if (props.featureType === 'poi' && props.name && unitNames.get(String(props.unitId)) === props.name) continue;
    const text = (english && props.nameEn) || props.name || props.nameEn;
    const at = labelPoint(feature);
    if (!text || !at) continue;
    let across: MapLabel['across'] = null;
    if (props.featureType === 'unit' && 'coordinates' in feature.geometry) {
      const [west, east] = lngRange(feature.geometry.coordinates);
      across = [
        [west, at[1]],
        [east, at[1]],
      ];
    }
    labels.push({ id: feature.id, text, at, kind: props.featureType, category: props.category ?? null, across });
  }
  return labels;
};

/** A long name on two lines, broken at the space nearest its middle ("时尚女装 202 号" -> "时尚女装" / "202 号"). */
export const wrapLabel = (text: string): string => {
  if (text.length <= 5) return text;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2))) best = i;
  }
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (box: Box, view: { width: number; height: number }): boolean =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;

/**
 * Greedy label placement: keeps each box (in priority order) that overlaps no obstacle (the drawn
 * points) and no box kept before it; a null box (a label that does not fit its room) is never kept.
 * Issue 12: with a view, a box reaching past its edges is not kept either (it would show clipped,
 * "est entrance"); panning brings it back whole. Returns the kept indexes.
 */
export const placeLabels = (boxes: readonly (Box | null)[], obstacles: readonly Box[] = [], view?: { width: number; height: number }): Set<number> => {
  const kept: Box[] = [...obstacles];
  const keep = new Set<number>();
  boxes.forEach((box, index) => {
    if (!box || (view && !inside(box, view)) || kept.some((other) => overlaps(box, other))) return;
    kept.push(box);
    keep.add(index);
  });
  return keep;
};

/** The level's button text: its short name, or its name where another level has the same short name. */
export const levelLabel = (level: MapLevel, levels: readonly MapLevel[]): string => {
  const short = level.shortName || level.name;
  return levels.some((other) => other.id !== level.id && (other.shortName || other.name) === short) ? level.name : short;
};

type Bounds = [number, number, number, number];

/** [west, south, east, north] over the features' coordinates, or null when they have none. */
export const featureBounds = (features: readonly MapFeature[]): Bounds | null => {
  let bounds: Bounds | null = null;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as number[];
      bounds = bounds ? [Math.min(bounds[0], x!), Math.min(bounds[1], y!), Math.max(bounds[2], x!), Math.max(bounds[3], y!)] : [x!, y!, x!, y!];
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  for (const feature of features) if ('coordinates' in feature.geometry) visit(feature.geometry.coordinates);
  return bounds;
};

/** Degrees (about 100 m) around the anchor: the frame of a map known only by its centre. */
const AROUND_CENTRE = 0.001;

/** The whole (Web Mercator) world: the frame of a map with neither a bbox nor a centre. */
export const WORLD_BOUNDS: Bounds = [-180, -85, 180, 85];

/**
 * What the camera frames: `preferred` (a level's extent) when given, else the map's bbox, else a
 * small box around its centre (the anchor), else the world; map-json answers null for both when the
 * building has neither features with coordinates nor an anchor.
 */
export const frameOf = (map: Pick<MapJson, 'bbox' | 'center'>, preferred: Bounds | null = null): Bounds => {
  if (preferred) return preferred;
  if (map.bbox) return map.bbox;
  if (map.center) {
    const [lng, lat] = map.center;
    return [lng - AROUND_CENTRE, lat - AROUND_CENTRE, lng + AROUND_CENTRE, lat + AROUND_CENTRE];
  }
  return WORLD_BOUNDS;
};

/**
 * Whether switching to a level whose features span `level` should move the camera off `view`: when
 * nothing of the level is in view, or it fills under 5% of the view (a small building of a venue).
 */
export const needsRefit = (level: Bounds, view: Bounds): boolean => {
  const w = Math.min(level[2], view[2]) - Math.max(level[0], view[0]);
  const h = Math.min(level[3], view[3]) - Math.max(level[1], view[1]);
  if (w <= 0 || h <= 0) return true;
  const viewArea = (view[2] - view[0]) * (view[3] - view[1]);
  return viewArea > 0 && ((level[2] - level[0]) * (level[3] - level[1])) / viewArea < 0.05;
};
