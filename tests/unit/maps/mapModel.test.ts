import {
  wrapLabel,
  categoryColor,
  defaultLevel,
  featuresOnLevel,
  isEmptyMap,
  labelPoint,
  labelsFor,
  legendFor,
  levelsTopDown,
  OTHER_CATEGORY,
  placeLabels,
  poiColor,
  DEFAULT_POI_COLOR,
  frameOf,
  WORLD_BOUNDS,
} from '../../../src/maps/mapModel';
import { buildStyle, sourceData } from '../../../src/maps/mapStyle';
import { MAP, POI_TYPES } from './fixture';

const ids = (features: { id: string }[]) => features.map((feature) => feature.id);

describe('issue 5 building view: the map model (pure)', () => {
  it('levels read top down; the ground floor (ordinal 0) is the default', () => {
    expect(levelsTopDown(MAP.levels).map((level) => level.shortName)).toEqual(['2F', '1F', 'B1']);
    expect(defaultLevel(MAP.levels)?.id).toBe(11);
    expect(
      defaultLevel([
        { id: 1, ordinal: -2, name: 'B2', shortName: 'B2' },
        { id: 2, ordinal: 2, name: '3F', shortName: '3F' },
        { id: 3, ordinal: 1, name: '2F', shortName: '2F' },
      ])?.id,
    ).toBe(3);
    expect(
      defaultLevel([
        { id: 1, ordinal: -2, name: 'B2', shortName: 'B2' },
        { id: 2, ordinal: -1, name: 'B1', shortName: 'B1' },
      ])?.id,
    ).toBe(2);
    expect(defaultLevel([])).toBeUndefined();
  });

  it('filters features by level: its own features and the connectors serving it, never the building', () => {
    expect(ids(featuresOnLevel(MAP.features, 11))).toEqual(['lv-11', 'u-1', 'u-2', 'u-3', 'o-1', 'p-1', 'p-2', 'r-1', 'c-1']);
    expect(ids(featuresOnLevel(MAP.features, 12))).toEqual(['u-4', 'u-6', 'c-1']);
    expect(ids(featuresOnLevel(MAP.features, 99))).toEqual([]);
  });

  it('a map without levels or level features is empty', () => {
    expect(isEmptyMap(MAP)).toBe(false);
    expect(isEmptyMap({ ...MAP, features: [] })).toBe(true);
    expect(isEmptyMap({ ...MAP, levels: [] })).toBe(true);
    expect(isEmptyMap({ ...MAP, features: MAP.features.filter((feature) => feature.properties.featureType === 'building') })).toBe(true);
  });

  it('colours units by category; the legend lists each drawn category once, unknown ones as "other"', () => {
    expect(categoryColor('retail')).not.toBe(categoryColor('foodservice'));
    expect(categoryColor('server-room')).toBe(OTHER_CATEGORY.color);
    expect(categoryColor(null)).toBe(OTHER_CATEGORY.color);
    expect(legendFor(featuresOnLevel(MAP.features, 11))).toEqual([
      { category: 'retail', color: categoryColor('retail'), labelKey: 'app.maps.categories.retail' },
      { category: 'foodservice', color: categoryColor('foodservice'), labelKey: 'app.maps.categories.foodservice' },
      { category: 'walkway', color: categoryColor('walkway'), labelKey: 'app.maps.categories.walkway' },
    ]);
    expect(legendFor(featuresOnLevel(MAP.features, 12)).map((entry) => entry.category)).toEqual(['office', 'other']);
  });

  it('colours POIs by their type, falling back to one red', () => {
    expect(poiColor(2, POI_TYPES)).toBe('#2a9d8f');
    expect(poiColor(7, POI_TYPES)).toBe(DEFAULT_POI_COLOR);
    expect(poiColor(1, [{ id: 1, name: 'x', color: 'url(evil)' }])).toBe(DEFAULT_POI_COLOR);
  });

  it('labels named rooms and POIs (not walkways, not a POI named as its unit) at their centre, in Chinese or English', () => {
    const labels = labelsFor(featuresOnLevel(MAP.features, 11));
    expect(labels.map((label) => label.text)).toEqual(['星巴克', '优衣库', '服务台']);
    expect(labels[0]!.at[0]).toBeCloseTo(121.0002, 7);
    expect(labels[0]!.at[1]).toBeCloseTo(31.00015, 7);
    expect(labels[0]!.across![0]).toEqual([121.0001, labels[0]!.at[1]]);
    expect(labels[0]!.across![1][0]).toBeCloseTo(121.0003, 9);
    expect(labels[2]!.across).toBeNull();
    expect(labelsFor(featuresOnLevel(MAP.features, 11), true).map((label) => label.text)).toEqual(['Starbucks', 'Uniqlo', 'Service desk']);
    // A POI in a walkway keeps its label even when named as the walkway.
    const entrance = {
      ...MAP.features.find((f) => f.id === 'p-1')!,
      id: 'p-9',
      properties: { ...MAP.features.find((f) => f.id === 'p-1')!.properties, name: '中庭', unitId: 'u-3' },
    };
    expect(labelsFor([...featuresOnLevel(MAP.features, 11), entrance]).map((label) => label.text)).toContain('中庭');
    expect(labelPoint(MAP.features.find((feature) => feature.id === 'o-1')!)).toEqual([121.00015, 31.0001]);
  });

  it('breaks a long name at the space nearest its middle', () => {
    expect(wrapLabel('时尚女装 202 号')).toBe('时尚女装\n202 号');
    expect(wrapLabel('Service desk')).toBe('Service\ndesk');
    expect(wrapLabel('优衣库')).toBe('优衣库');
    expect(wrapLabel('中国工商银行')).toBe('中国工商银行');
  });

  it('places labels greedily: one overlapping an earlier one is hidden', () => {
    const kept = placeLabels([
      { x: 0, y: 0, width: 40, height: 12 },
      { x: 30, y: 5, width: 40, height: 12 },
      { x: 80, y: 0, width: 40, height: 12 },
    ]);
    expect([...kept]).toEqual([0, 2]);
    expect([
      ...placeLabels([null, { x: 0, y: 0, width: 10, height: 10 }, { x: 50, y: 0, width: 10, height: 10 }], [{ x: 5, y: 5, width: 10, height: 10 }]),
    ]).toEqual([2]);
  });

  it('issue 12: a label reaching past the map’s edge is not kept, so none shows clipped', () => {
    const view = { width: 100, height: 50 };
    const boxes = [
      { x: -5, y: 10, width: 40, height: 12 },
      { x: 70, y: 10, width: 40, height: 12 },
      { x: 30, y: 45, width: 20, height: 12 },
      { x: 30, y: 10, width: 40, height: 12 },
    ];
    expect([...placeLabels(boxes, [], view)]).toEqual([3]);
    // Without a view the same boxes are placed by overlap alone (the first one then hides the last).
    expect([...placeLabels(boxes)]).toEqual([0, 1, 2]);
  });
});

describe('issue 5 building view: the style asks nothing of the network', () => {
  it('has one GeoJSON source with inline data, no glyphs, sprite, tiles or URLs', () => {
    const style = buildStyle(sourceData(featuresOnLevel(MAP.features, 11), POI_TYPES), '2d', false);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(['geojson']);
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/\//);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('carries each feature id and colour in its properties; 3D shows the extrusion instead of flat fills', () => {
    const data = sourceData(featuresOnLevel(MAP.features, 11), POI_TYPES);
    const poi = data.features.find((feature) => feature.properties?.fid === 'p-1');
    expect(poi?.properties?.color).toBe('#2a9d8f');
    const visibility = (mode: '2d' | '3d', id: string) => buildStyle(data, mode, false).layers.find((layer) => layer.id === id)?.layout?.visibility;
    expect(visibility('2d', 'unit-fill')).toBe('visible');
    expect(visibility('2d', 'unit-extrusion')).toBe('none');
    expect(visibility('3d', 'unit-fill')).toBe('none');
    expect(visibility('3d', 'unit-extrusion')).toBe('visible');
    expect(buildStyle(data, '2d', false).layers.find((layer) => layer.id === 'road-line')?.layout?.visibility).toBe('none');
  });
});

describe('issue 11: map-json may answer no bbox and no centre (the schema says null)', () => {
  it('frames the level, else the bbox, else around the anchor, else the world', () => {
    expect(frameOf(MAP, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(frameOf(MAP)).toEqual(MAP.bbox);
    const [w, s, e, n] = frameOf({ bbox: null, center: [121.5, 31.2] });
    expect(w).toBeLessThan(121.5);
    expect(e).toBeGreaterThan(121.5);
    expect(s).toBeLessThan(31.2);
    expect(n).toBeGreaterThan(31.2);
    expect(frameOf({ bbox: null, center: null })).toEqual(WORLD_BOUNDS);
  });
});
