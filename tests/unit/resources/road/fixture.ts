import type { MapJson } from '../../../../src/maps/types';
import type { RoadFeature, RoadJson, TimeTask } from '../../../../src/resources/road/types';
import { aBuilding } from '../../sessionFixtures';

const LEVELS = [
  { id: 11, ordinal: 0, name: '1F' },
  { id: 12, ordinal: 1, name: '2F' },
];

export const BUILDING = aBuilding({ id: 1, name: '环球购物中心', companyId: 1, appId: 1, appName: '环球', levels: LEVELS });

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

export const MAP: MapJson = {
  type: 'FeatureCollection',
  buildingId: 1,
  version: null,
  status: 'draft',
  bbox: [121.0, 31.0, 121.001, 31.0005],
  center: [121.0005, 31.00025],
  levels: LEVELS.map((level) => ({ ...level, shortName: level.name })),
  features: [
    { type: 'Feature', id: 'level-1F', geometry: rect(121, 31, 121.001, 31.0005), properties: { featureType: 'level', levelId: 11, ordinal: 0, name: '1F' } },
    { type: 'Feature', id: 'level-2F', geometry: rect(121, 31, 121.001, 31.0005), properties: { featureType: 'level', levelId: 12, ordinal: 1, name: '2F' } },
    {
      type: 'Feature',
      id: 'unit-shop-1',
      geometry: rect(121.0001, 31.0001, 121.0002, 31.0002),
      properties: { featureType: 'unit', levelId: 11, name: '星巴克', category: 'foodservice' },
    },
  ],
};

const line = (x0: number, x1: number) => ({
  type: 'LineString' as const,
  coordinates: [
    [x0, 31.0002],
    [x1, 31.0002],
  ],
});

export const road = (id: string, props: Partial<RoadFeature['properties']> = {}): RoadFeature => ({
  type: 'Feature',
  id,
  geometry: line(121.0001, 121.0003),
  properties: {
    featureType: 'road',
    levelId: 11,
    ordinal: 0,
    name: null,
    nameEn: null,
    category: 'corridor',
    status: 'open',
    effectiveStatus: 'open',
    closedBy: [],
    openedBy: [],
    ...props,
  },
});

export const ROADS: RoadFeature[] = [
  road('road-1F-0001'),
  road('road-1F-0002', { category: 'door' }),
  road('road-1F-0003', {
    status: 'closed',
    statusReason: '地面施工',
    statusChangedBy: 'ops@demo.local',
    statusChangedAt: '2025-06-01T02:00:00.000Z',
    effectiveStatus: 'closed',
    closedBy: [{ kind: 'manual', reason: '地面施工' }],
  }),
  road('road-1F-0004', { effectiveStatus: 'closed', closedBy: [{ kind: 'task', taskId: 5, reason: '夜间保洁' }] }),
  {
    type: 'Feature',
    id: 'connector-W-lift-1',
    geometry: { type: 'Point', coordinates: [121.0001, 31.0003] },
    properties: {
      featureType: 'connector',
      levelId: null,
      ordinal: null,
      name: null,
      nameEn: null,
      levelIds: [11, 12],
      category: 'elevator',
      status: 'open',
      effectiveStatus: 'open',
      closedBy: [],
      openedBy: [],
    },
  },
];

export const roadJson = (revision = 7, features: RoadFeature[] = ROADS): RoadJson => ({
  buildingId: 1,
  revision,
  at: '2025-06-01T04:00:00.000Z',
  levels: MAP.levels,
  features,
});

export const task = (over: Partial<TimeTask> = {}): TimeTask => ({
  id: 5,
  buildingId: 1,
  name: '夜间保洁',
  reason: '夜间保洁',
  roadIds: ['road-1F-0004'],
  startsAt: '2025-06-01T14:00:00.000Z',
  endsAt: '2025-06-01T22:00:00.000Z',
  repeat: 'daily',
  weekdays: [],
  until: null,
  timeZone: 'Asia/Shanghai',
  action: 'close',
  enabled: true,
  exceptionOf: [],
  createdBy: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedBy: null,
  updatedAt: '2025-05-01T00:00:00.000Z',
  occurrences: [],
  occurrencesTruncated: false,
  ...over,
});
