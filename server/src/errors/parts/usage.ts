/** Server messages of usage ingestion and the statistics calls (issue 14; English first; Chinese must name every English key). */
export const en = {
  'usage.appKey': 'Unknown or revoked app key: send the location app’s key in the X-App-Key header',
  'usage.appDisabled': 'This app is disabled: its events are not accepted',
  'usage.buildingOutside': 'Building {buildingId} is not a building of this app',
  'usage.levelOutside': 'Level {levelId} is not a level of building {buildingId}',
  'usage.tooLate': 'Events older than {days} days are not accepted',
  'usage.ahead': 'The event’s time lies in the future',
  'usage.dataRequired': 'A {type} event needs its data',
  'usage.rate': 'This app sent more than {limit} events in a minute; try again in a minute',
  'usage.callRateApp': 'This app made more than {limit} {call} calls in a minute; try again in {seconds} s',
  'usage.callRateAddress': 'More than {limit} {call} calls came from this address in a minute; try again in {seconds} s',
  'statistics.reversed': 'The last day must not be before the first',
  'statistics.range': 'A {granularity} view spans at most {days} days; choose a shorter range or a coarser granularity',
  'statistics.timeZone': 'The building’s time zone is not known',
  'tracks.range': 'The track list spans at most {days} days; choose a shorter range',
  'tracks.retention': 'Tracks are kept {days} days: choose a first day within them',
  'heat.range': 'The heat map spans at most {days} days; choose a shorter range',
  'heat.retention': 'Who was where is kept {days} days: choose a first day within them',
  'quality.range': 'The location quality view spans at most {days} days; choose a shorter range',
  'analysis.range': 'This analysis spans at most {days} days; choose a shorter range',
  'analysis.retention': 'Who did what is kept {days} days: choose a first day within them',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'usage.appKey': '应用密钥无效或已撤销：请在 X-App-Key 请求头中发送定位应用的密钥',
  'usage.appDisabled': '该应用已停用，不再接收其事件',
  'usage.buildingOutside': '建筑 {buildingId} 不属于此应用',
  'usage.levelOutside': '楼层 {levelId} 不属于建筑 {buildingId}',
  'usage.tooLate': '不接收 {days} 天以前的事件',
  'usage.ahead': '事件时间晚于当前时间',
  'usage.dataRequired': '{type} 事件需要 data',
  'usage.rate': '该应用一分钟内发送的事件超过 {limit} 条，请一分钟后再试',
  'usage.callRateApp': '该应用一分钟内调用 {call} 超过 {limit} 次，请 {seconds} 秒后再试',
  'usage.callRateAddress': '此地址一分钟内调用 {call} 超过 {limit} 次，请 {seconds} 秒后再试',
  'statistics.reversed': '结束日期不能早于开始日期',
  'statistics.range': '按{granularity}查看时最长 {days} 天，请缩短时间范围或选择更粗的粒度',
  'statistics.timeZone': '建筑的时区无效',
  'tracks.range': '轨迹列表最长查看 {days} 天，请缩短时间范围',
  'tracks.retention': '轨迹只保留 {days} 天，请选择此范围内的开始日期',
  'heat.range': '热力图最长查看 {days} 天，请缩短时间范围',
  'heat.retention': '位置明细只保留 {days} 天，请选择此范围内的开始日期',
  'quality.range': '定位功能最长查看 {days} 天，请缩短时间范围',
  'analysis.range': '此分析最长查看 {days} 天，请缩短时间范围',
  'analysis.retention': '用户明细只保留 {days} 天，请选择此范围内的开始日期',
};

declare module '../messages.js' {
  interface MessageParts {
    usage: typeof en;
  }
}
