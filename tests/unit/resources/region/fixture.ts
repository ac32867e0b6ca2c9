import type { MapJson } from '../../../../src/maps/types';
import type { RegionDetail, RegionRecord } from '../../../../src/resources/region/types';
import { aBuilding } from '../../sessionFixtures';

const LEVELS = [
  { id: 10, ordinal: -1, name: 'B1' },
  { id: 11, ordinal: 0, name: '1F' },
  { id: 12, ordinal: 1, name: '2F' },
];

export const BUILDING = aBuilding({ id: 1, name: '环球购物中心', companyId: 1, appId: 1, appName: '环球', levels: LEVELS });

export const REGIONS: RegionRecord[] = [
  { id: 7, name: '美食广场', nameEn: 'Food court', levelId: 12, buildingId: 1, category: 'foodservice', poiCount: 2 },
  { id: 8, name: '北翼', nameEn: 'North wing', levelId: 11, buildingId: 1, category: 'retail', poiCount: 12 },
];

const rect = (w: number, s: number, e: number, n: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

export const FOOD_COURT: RegionDetail = {
  ...REGIONS[0]!,
  geometry: rect(121.0002, 31.0001, 121.0006, 31.0003),
  pois: [
    { id: 'poi-1', name: '麦当劳', poiTypeId: 1 },
    { id: 'poi-2', name: null, poiTypeId: 2 },
  ],
};

export const POI_TYPES = [
  { id: 1, name: '餐饮', nameEn: 'Food', icon: 'restaurant', color: '#e76f51', iconUrl: '', sort: 1 },
  { id: 2, name: '洗手间', nameEn: 'Toilet', icon: 'toilet', color: '#0077b6', iconUrl: '', sort: 2 },
];

export const MAP: MapJson = {
  type: 'FeatureCollection',
  buildingId: 1,
  version: null,
  status: 'draft',
  bbox: [121.0, 31.0, 121.001, 31.0005],
  center: [121.0005, 31.00025],
  levels: LEVELS.map((level) => ({ ...level, shortName: level.name })),
  features: [
    { type: 'Feature', id: 'lv-12', geometry: rect(121, 31, 121.001, 31.0005), properties: { featureType: 'level', levelId: 12, ordinal: 1, name: '二层' } },
    {
      type: 'Feature',
      id: 'u-1',
      geometry: rect(121.0002, 31.0001, 121.0003, 31.0002),
      properties: { featureType: 'unit', levelId: 12, ordinal: 1, name: '麦当劳', category: 'foodservice' },
    },
    {
      type: 'Feature',
      id: 'section-2-food-court',
      geometry: FOOD_COURT.geometry,
      properties: { featureType: 'section', levelId: 12, ordinal: 1, name: '美食广场', nameEn: 'Food court', category: 'foodservice', regionId: 7 },
    },
    {
      type: 'Feature',
      id: 'section-2-north',
      geometry: rect(121, 31.0003, 121.001, 31.0005),
      properties: { featureType: 'section', levelId: 12, ordinal: 1, name: '北翼', category: 'retail', regionId: 9 },
    },
    {
      type: 'Feature',
      id: 'poi-1',
      geometry: { type: 'Point', coordinates: [121.00025, 31.00015] },
      properties: { featureType: 'poi', levelId: 12, ordinal: 1, name: '麦当劳', poiTypeId: 1, unitId: 'u-1' },
    },
  ],
};
