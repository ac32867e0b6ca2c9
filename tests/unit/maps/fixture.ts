import type { MapJson } from '../../../src/maps/types';

const box = (x: number, y: number, w = 0.0002, h = 0.0001) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
      [x, y],
    ],
  ],
});

/** A tiny building: three levels, a few units of several categories, a door, a POI and a road. */
export const MAP: MapJson = {
  type: 'FeatureCollection',
  buildingId: 1,
  version: 1,
  status: 'published',
  bbox: [121.0, 31.0, 121.001, 31.0005],
  center: [121.0005, 31.00025],
  levels: [
    { id: 10, ordinal: -1, name: '地下一层', shortName: 'B1' },
    { id: 11, ordinal: 0, name: '一层', shortName: '1F' },
    { id: 12, ordinal: 1, name: '二层', shortName: '2F' },
  ],
  features: [
    { type: 'Feature', id: 'b-1', geometry: box(121, 31, 0.001, 0.0005), properties: { featureType: 'building', name: '环球购物中心' } },
    { type: 'Feature', id: 'lv-11', geometry: box(121, 31, 0.001, 0.0005), properties: { featureType: 'level', levelId: 11, ordinal: 0, name: '一层' } },
    {
      type: 'Feature',
      id: 'u-1',
      geometry: box(121.0001, 31.0001),
      properties: { featureType: 'unit', levelId: 11, ordinal: 0, name: '星巴克', nameEn: 'Starbucks', category: 'foodservice' },
    },
    {
      type: 'Feature',
      id: 'u-2',
      geometry: box(121.0004, 31.0001),
      properties: { featureType: 'unit', levelId: 11, ordinal: 0, name: '优衣库', nameEn: 'Uniqlo', category: 'retail' },
    },
    {
      type: 'Feature',
      id: 'u-3',
      geometry: box(121.0007, 31.0001),
      properties: { featureType: 'unit', levelId: 11, ordinal: 0, name: '中庭', nameEn: null, category: 'walkway' },
    },
    {
      type: 'Feature',
      id: 'u-4',
      geometry: box(121.0001, 31.0001),
      properties: { featureType: 'unit', levelId: 12, ordinal: 1, name: '办公室 201', nameEn: null, category: 'office' },
    },
    {
      type: 'Feature',
      id: 'u-5',
      geometry: box(121.0001, 31.0001),
      properties: { featureType: 'unit', levelId: 10, ordinal: -1, name: 'P-001', nameEn: null, category: 'parking' },
    },
    {
      type: 'Feature',
      id: 'u-6',
      geometry: box(121.0004, 31.0001),
      properties: { featureType: 'unit', levelId: 12, ordinal: 1, name: '机房', nameEn: null, category: 'server-room' },
    },
    {
      type: 'Feature',
      id: 'o-1',
      geometry: {
        type: 'LineString',
        coordinates: [
          [121.0001, 31.0001],
          [121.00015, 31.0001],
        ],
      },
      properties: { featureType: 'opening', levelId: 11, ordinal: 0, name: null },
    },
    {
      type: 'Feature',
      id: 'p-1',
      geometry: { type: 'Point', coordinates: [121.0002, 31.00015] },
      properties: { featureType: 'poi', levelId: 11, ordinal: 0, name: '服务台', nameEn: 'Service desk', poiTypeId: 2, unitId: 'u-1' },
    },
    {
      type: 'Feature',
      id: 'p-2',
      geometry: { type: 'Point', coordinates: [121.0005, 31.0001] },
      properties: { featureType: 'poi', levelId: 11, ordinal: 0, name: '优衣库', nameEn: 'Uniqlo', poiTypeId: 1, unitId: 'u-2' },
    },
    {
      type: 'Feature',
      id: 'r-1',
      geometry: {
        type: 'LineString',
        coordinates: [
          [121.0001, 31.0003],
          [121.0008, 31.0003],
        ],
      },
      properties: { featureType: 'road', levelId: 11, ordinal: 0, name: null, status: 'open' },
    },
    {
      type: 'Feature',
      id: 'c-1',
      geometry: { type: 'Point', coordinates: [121.0009, 31.0004] },
      properties: { featureType: 'connector', name: '1号电梯', category: 'elevator', levelIds: [10, 11, 12] },
    },
  ],
};

export const POI_TYPES = [
  { id: 1, name: '洗手间', nameEn: 'Toilet', icon: 'toilet', color: '#0077b6', iconUrl: '', sort: 1 },
  { id: 2, name: '服务台', nameEn: 'Service', icon: 'service', color: '#2a9d8f', iconUrl: '', sort: 2 },
];
