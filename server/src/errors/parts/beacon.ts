/** Server messages of the beacon calls (issue 13; English first; Chinese must name every English key). */
export const en = {
  'beacon.uuidFormat': 'Enter the UUID as 32 hexadecimal digits in the form 8-4-4-4-12, e.g. FDA50693-A4E2-4FB1-AFCF-C6EB07647825',
  'beacon.macFormat': 'Enter the MAC address as six pairs of hexadecimal digits, e.g. C3:00:1A:2B:3C:4D, or leave it empty',
  'beacon.nameLength': 'Enter a name of 1 to {limit} characters',
  'beacon.textLength': 'Must be at most {limit} characters',
  'beacon.battery': 'The battery level is a percentage from 0 to 100',
  'beacon.batteryExternal': 'A beacon on external power has no battery level; clear it or turn external power off',
  'beacon.readInFuture': 'The battery reading time lies in the future',
  'beacon.date': 'Enter a date as YYYY-MM-DD',
  'beacon.coordinate': 'Enter a longitude from −180 to 180 and a latitude from −90 to 90',
  'beacon.levelUnknown': 'Level {levelId} is not a level of this building; choose one of its levels',
  'beacon.outsideLevel': 'The position [{lng}, {lat}] lies outside level {level}; place the beacon inside the level’s outline',
  'beacon.identityTaken': 'Beacon “{name}” of this building already has UUID {uuid}, major {major} and minor {minor}',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'beacon.uuidFormat': 'UUID 须为 8-4-4-4-12 格式的 32 位十六进制数字，例如 FDA50693-A4E2-4FB1-AFCF-C6EB07647825',
  'beacon.macFormat': 'MAC 地址须为六组两位十六进制数字，例如 C3:00:1A:2B:3C:4D，也可留空',
  'beacon.nameLength': '请输入 1 到 {limit} 个字符的名称',
  'beacon.textLength': '不能超过 {limit} 个字符',
  'beacon.battery': '电量须为 0 到 100 之间的百分比',
  'beacon.batteryExternal': '外接电源的信标没有电池电量，请清空电量或关闭外接电源',
  'beacon.readInFuture': '电量读取时间不能晚于当前时间',
  'beacon.date': '请按 YYYY-MM-DD 格式输入日期',
  'beacon.coordinate': '经度须在 −180 到 180 之间，纬度须在 −90 到 90 之间',
  'beacon.levelUnknown': '楼层 {levelId} 不属于该建筑，请选择该建筑的楼层',
  'beacon.outsideLevel': '坐标 [{lng}, {lat}] 不在楼层 {level} 的范围内，请将信标放在该楼层平面内',
  'beacon.identityTaken': '该建筑的信标“{name}”已使用 UUID {uuid}、Major {major}、Minor {minor}',
};
