/** Server messages of the road calls (English first; Chinese must name every English key). */
export const en = {
  'road.unknownFeature': 'There is no road segment or connector {id} in this building’s draft; reload the map',
  'road.notNetwork': '{id} is a {type}, not a road segment or connector',
  'road.duplicate': '{id} is listed more than once; give each segment once',
  'road.reasonRequired': 'Give a reason for closing (1 to 200 characters)',
  'road.endBeforeStart': 'The end must be after the start',
  'road.weekdaysRequired': 'Choose the weekdays on which a weekly closure starts',
  'road.tooLongDaily': 'Each occurrence of a daily task must last less than 24 hours: shorten it or repeat it weekly',
  'road.tooLongWeekly': 'Each occurrence of a weekly task must last less than 7 days: shorten it or make it a one-off task',
  'road.untilBeforeStart': 'The repetition end date is before the first occurrence',
  'road.timeZone': 'Unknown time zone {zone}: use an IANA name such as Asia/Shanghai',
  'road.contradictsClose':
    'Task “{name}” (#{id}) closes {roadId} at an overlapping time (from {at}): change the times or segments, disable one of the tasks, or declare this opening an exception to it',
  'road.contradictsOpen':
    'Task “{name}” (#{id}) keeps {roadId} open at an overlapping time (from {at}): change the times or segments, or disable one of the tasks',
  'road.exceptionOf': 'Task #{id} is not a closing task of this building: an opening can only be an exception to a closing task',
  'road.rangeInvalid': 'The end of the range must be after its start and at most 366 days later',
  'road.placeRequired': 'Give either levelId with lng and lat, or featureId',
  'road.placeUnknown': 'There is no feature {id} in this building’s draft',
  'road.placeNotPlace': '{id} is a {type}: choose a POI, amenity, unit or door',
  'road.levelUnknown': 'Level {id} is not a level of this building',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'road.unknownFeature': '该建筑的草稿中没有道路段或连接设施 {id}，请重新加载地图',
  'road.notNetwork': '{id} 是{type}，不是道路段或连接设施',
  'road.duplicate': '{id} 重复出现，每个道路段只能列出一次',
  'road.reasonRequired': '关闭道路时请填写原因（1 至 200 个字符）',
  'road.endBeforeStart': '结束时间必须晚于开始时间',
  'road.weekdaysRequired': '请选择每周重复的关闭从星期几开始',
  'road.tooLongDaily': '每天重复的任务每次持续时间必须少于 24 小时，请缩短时长或改为每周重复',
  'road.tooLongWeekly': '每周重复的任务每次持续时间必须少于 7 天，请缩短时长或改为单次任务',
  'road.untilBeforeStart': '重复结束日期早于第一次执行',
  'road.timeZone': '未知时区 {zone}，请使用 IANA 时区名称，例如 Asia/Shanghai',
  'road.contradictsClose': '任务“{name}”（#{id}）在重叠的时间（自 {at} 起）关闭 {roadId}：请修改时间或道路段、停用其中一个任务，或将本开放任务设为它的例外',
  'road.exceptionOf': '任务 #{id} 不是该建筑的关闭任务：开放任务只能作为关闭任务的例外',
  'road.contradictsOpen': '任务“{name}”（#{id}）在重叠的时间（自 {at} 起）保持 {roadId} 开放：请修改时间或道路段，或停用其中一个任务',
  'road.rangeInvalid': '时间范围的结束必须晚于开始，且最多相隔 366 天',
  'road.placeRequired': '请提供 levelId 及 lng、lat，或提供 featureId',
  'road.placeUnknown': '该建筑的草稿中没有要素 {id}',
  'road.placeNotPlace': '{id} 是{type}：请选择 POI、设施、房间或门',
  'road.levelUnknown': '楼层 {id} 不属于该建筑',
};

declare module '../messages.js' {
  interface MessageParts {
    road: typeof en;
  }
}
