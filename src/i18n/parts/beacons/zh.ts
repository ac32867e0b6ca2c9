import type { MessageTree } from '../../types';
import type { en } from './en';

/** 信标列表与表单（issue 13），简体中文：产品的主要语言。 */
export const zh: MessageTree<typeof en> = {
  resources: {
    beacon: {
      fields: {
        name: '名称',
        levelId: '楼层',
        uuid: 'UUID',
        major: 'Major',
        minor: 'Minor',
        mac: 'MAC 地址',
        lng: '经度',
        lat: '纬度',
        measuredPower: '1 米处信号强度 (dBm)',
        txPower: '发射功率 (dBm)',
        intervalMs: '广播间隔 (ms)',
        firmware: '固件版本',
        battery: '电量',
        externalPower: '外接电源',
        lifecycle: '状态',
        health: '健康状况',
        lastSeenAt: '最后上报',
        installedOn: '安装日期',
        installedBy: '安装人',
        q: '搜索',
      },
    },
  },
  app: {
    navigation: { pages: { 'beacon-add': '新增信标', 'beacon-edit': '编辑信标' } },
    beacons: {
      search: '名称、UUID、MAC、Major 或 Minor',
      major_minor: 'Major / Minor',
      lifecycle: { planned: '待部署', deployed: '已部署', retired: '已退役' },
      health: { healthy: '正常', batteryLow: '电量低', unseen: '24 小时未上报', neverSeen: '从未上报' },
      summary: { total: '共 %{count} 个信标' },
      external_power: '外接电源',
      never: '从未上报',
      battery_read: '读取于 %{time}',
      retire: '退役',
      retire_title: '退役信标“%{name}”？',
      retire_content: '退役的信标仍保留在列表中，但不再预期发射信号。编辑信标即可重新部署。',
      retired: '信标“%{name}”已退役',
      delete_title: '删除信标“%{recordRepresentation}”？',
      delete_content: '信标将被永久删除。如需保留记录，请改为退役。',
      groups: { identity: '标识', place: '位置', radio: '信号', power: '电源', deployment: '部署' },
      hints: {
        uuid: '32 位十六进制，8-4-4-4-12 格式',
        mac: '例如 C3:00:1A:2B:3C:4D（可选）',
        place: '坐标须位于所选楼层的平面范围内。',
        measuredPower: '1 米处 RSSI，−127 到 0',
        txPower: '−40 到 20',
        intervalMs: '20 到 10240',
        battery: '0 到 100 %',
      },
    },
  },
};
