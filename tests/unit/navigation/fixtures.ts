import type { AdminType, UserPermission } from '../../../src/shell/session/types';
import { anAdmin } from '../sessionFixtures';

/** The demo business role of the seed (spec §6 subset), granted on the mall only. */
export const FLOOR_OPERATOR = ['VIEW_BUILDING', 'EDIT_POI', 'VIEW_BEACON_LIST', 'VIEW_QR_CODE', 'VIEW_USER_TENDENCY'];

export const MALL = 1;
export const OFFICE = 2;

export const businessPermissions: UserPermission[] = [{ mapId: MALL, permissions: FLOOR_OPERATOR }];

export const ALL_CODES = [
  'ADD_BUILDING',
  'VIEW_BUILDING',
  'EDIT_BUILDING',
  'EDIT_POI',
  'EDIT_ROAD',
  'VIEW_BEACON_LIST',
  'VIEW_BEACON_DISTRIBUTION',
  'UPLOAD_BEACON',
  'ADD_QR_CODE',
  'VIEW_QR_CODE',
  'EDIT_QR_CODE',
  'ADD_PUSH',
  'VIEW_PUSH',
  'EDIT_PUSH',
  'VIEW_SOURCE',
  'EDIT_SOURCE',
  'VIEW_FEEDBACK',
  'VIEW_USER_TENDENCY',
  'VIEW_ACTIVATION_TENDENCY',
  'VIEW_USER_TRACK',
  'VIEW_ACTIVITY_STATUS',
  'VIEW_LOCATION_FUNCTION',
  'VIEW_HOT_SPOT',
  'VIEW_POI_ANALYSIS',
  'VIEW_QRCODE_ANALYSIS',
  'VIEW_USER_ATTRIBUTE_ANALYSIS',
  'VIEW_ACTIVE_USER',
  'VIEW_MOBILE_ANALYSIS',
  'VIEW_OS_ANALYSIS',
  'VIEW_NET_TYPE_ANALYSIS',
  'VIEW_ORIENTATION_ANALYSIS',
  'VIEW_CAR_SERVICE_ANALYSIS',
];

export const adminOf = (adminType: AdminType) =>
  anAdmin({
    id: adminType === 'PLATFORM_ADMINISTRATOR' ? 1 : adminType === 'COMPANY_ADMINISTRATOR' ? 2 : 3,
    email: `${adminType.split('_')[0]?.toLowerCase()}@demo.local`,
    adminType,
    companyId: adminType === 'PLATFORM_ADMINISTRATOR' ? null : 1,
  });
