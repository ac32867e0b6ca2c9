import { PERMISSION_GROUPS, type PermissionGroup } from '#contract/endpoints/role.js';
import type { Db } from '../types.js';

/** Declared with the permission schema (issue 11: the schemas import nothing of the server). */
export type { PermissionGroup };

type Entry = [code: string, nameZh: string, nameEn: string];

/** Spec §6: every permission code with its names, by group, in display order. */
const PERMISSION_CATALOG: Record<PermissionGroup, Entry[]> = {
  building: [
    ['ADD_BUILDING', '新增建筑', 'Add building'],
    ['VIEW_BUILDING', '查看建筑', 'View buildings'],
    ['EDIT_BUILDING', '编辑建筑', 'Edit building'],
  ],
  'poi-road': [
    ['EDIT_POI', '编辑POI', 'Edit POIs'],
    ['EDIT_ROAD', '编辑路网', 'Edit roads'],
  ],
  beacon: [
    ['VIEW_BEACON_LIST', '查看信标列表', 'View beacon list'],
    ['VIEW_BEACON_DISTRIBUTION', '查看信标分布', 'View beacon distribution'],
    ['UPLOAD_BEACON', '上传信标', 'Upload beacons'],
  ],
  qrcode: [
    ['ADD_QR_CODE', '新增二维码', 'Add QR code'],
    ['VIEW_QR_CODE', '查看二维码', 'View QR codes'],
    ['EDIT_QR_CODE', '编辑二维码', 'Edit QR code'],
  ],
  push: [
    ['ADD_PUSH', '新增推送', 'Add push'],
    ['VIEW_PUSH', '查看推送', 'View pushes'],
    ['EDIT_PUSH', '编辑推送', 'Edit push'],
  ],
  source: [
    ['VIEW_SOURCE', '查看来源', 'View sources'],
    ['EDIT_SOURCE', '编辑来源', 'Edit sources'],
  ],
  feedback: [['VIEW_FEEDBACK', '查看反馈', 'View feedback']],
  statistics: [
    ['VIEW_USER_TENDENCY', '用户趋势', 'User tendency'],
    ['VIEW_ACTIVATION_TENDENCY', '激活趋势', 'Activation tendency'],
    ['VIEW_USER_TRACK', '用户轨迹', 'User tracks'],
    ['VIEW_ACTIVITY_STATUS', '活跃状态', 'Activity status'],
    ['VIEW_LOCATION_FUNCTION', '定位功能分析', 'Location function usage'],
    ['VIEW_HOT_SPOT', '热点分析', 'Hot spots'],
    ['VIEW_POI_ANALYSIS', 'POI分析', 'POI analysis'],
    ['VIEW_QRCODE_ANALYSIS', '二维码分析', 'QR code analysis'],
    ['VIEW_USER_ATTRIBUTE_ANALYSIS', '用户属性分析', 'User attribute analysis'],
    ['VIEW_ACTIVE_USER', '活跃用户', 'Active users'],
    ['VIEW_MOBILE_ANALYSIS', '机型分析', 'Device model analysis'],
    ['VIEW_OS_ANALYSIS', '操作系统分析', 'Operating system analysis'],
    ['VIEW_NET_TYPE_ANALYSIS', '网络类型分析', 'Network type analysis'],
    ['VIEW_ORIENTATION_ANALYSIS', '屏幕方向分析', 'Screen orientation analysis'],
    ['VIEW_CAR_SERVICE_ANALYSIS', '车辆服务分析', 'Car service analysis'],
  ],
};

export const PERMISSION_CODES: string[] = PERMISSION_GROUPS.flatMap((g) => PERMISSION_CATALOG[g].map(([code]) => code));

/** The catalogue is reference data, not demo data: it is upserted on every start, even with SEED=none. */
export async function syncPermissions(db: Db): Promise<void> {
  let sort = 0;
  const rows = PERMISSION_GROUPS.flatMap((groupKey) =>
    PERMISSION_CATALOG[groupKey].map(([code, nameZh, nameEn]) => ({ code, nameZh, nameEn, groupKey, sort: ++sort })),
  );
  await db
    .insertInto('permission')
    .values(rows)
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        nameZh: eb.ref('excluded.nameZh'),
        nameEn: eb.ref('excluded.nameEn'),
        groupKey: eb.ref('excluded.groupKey'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}
