import type { BuildingVersion, FeatureCounts } from '../../../../src/resources/building/types';
import type { Building } from '../../../../src/shell/session/types';

export const MALL: Building = {
  id: 1,
  name: '环球购物中心',
  address: '上海市浦东新区世纪大道 1 号',
  companyId: 1,
  companyName: 'Demo Malls',
  appId: 1,
  appName: '环球导航',
  appCode: 'mall',
  anchor: { lng: 121.5, lat: 31.2 },
  publishedVersion: 2,
  levels: [
    { id: 10, ordinal: -1, name: '停车场', shortName: 'B1' },
    { id: 11, ordinal: 0, name: '一层', shortName: '1F' },
  ],
};

export const APPS = [
  { id: 1, name: '环球导航', appCode: 'mall', companyId: 1 },
  { id: 2, name: '科技园', appCode: 'office', companyId: 1 },
  { id: 3, name: 'Other app', appCode: 'other', companyId: 2 },
];

const counts = (units: number): FeatureCounts => ({ units, openings: units - 2, amenities: 15, pois: 40, sections: 6, roads: 90 });

export const VERSIONS: BuildingVersion[] = [
  {
    id: 30,
    buildingId: 1,
    version: null,
    status: 'draft',
    publishedAt: null,
    publishedBy: null,
    revision: 7,
    updatedAt: '2025-03-02T08:00:00Z',
    updatedBy: 'company@demo.local',
    counts: counts(201),
  },
  {
    id: 21,
    buildingId: 1,
    version: 1,
    status: 'published',
    publishedAt: '2025-01-05T08:00:00Z',
    publishedBy: 'platform@demo.local',
    revision: 3,
    updatedAt: '2025-01-05T07:00:00Z',
    updatedBy: null,
    counts: counts(198),
  },
  {
    id: 22,
    buildingId: 1,
    version: 2,
    status: 'published',
    publishedAt: '2025-02-05T08:00:00Z',
    publishedBy: 'company@demo.local',
    revision: 5,
    updatedAt: '2025-02-05T07:00:00Z',
    updatedBy: null,
    counts: counts(200),
  },
];
