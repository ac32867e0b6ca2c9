/** Server messages of the poi calls (English first; Chinese must name every English key). */
export const en = {
  'poi.addShape': 'An "add" change carries the new POI as `poi` (and no `id` or `set`)',
  'poi.updateShape': 'An "update" change names the POI as `id` and carries what changed as `set`',
  'poi.deleteShape': 'A "delete" change names the POI as `id` only',
  'poi.duplicate': 'POI “{id}” appears more than once in this patch; combine its changes into one',
  'poi.idFormat': 'The id “{id}” is not valid: use up to 100 letters, digits, “-”, “_”, “.” or “:”, or leave it out to have one generated',
  'poi.idTaken': 'The id “{id}” is already used in this building’s map; choose another or leave it out to have one generated',
  'poi.notFound': 'POI “{id}” was not found in this building; reload the POIs and try again',
  'poi.nothingToUpdate': 'The change of POI “{id}” changes nothing; leave it out of the patch',
  'poi.nameLength': 'Enter a name of 1 to {limit} characters',
  'poi.nameEnLength': 'The English name must be at most {limit} characters',
  'poi.openingHoursLength': 'The opening hours must be at most {limit} characters',
  'poi.keywords': 'Give at most {count} keywords, each of 1 to {limit} characters',
  'poi.typeUnknown': 'POI type {poiTypeId} is not a type of this building; choose one of its types',
  'poi.levelUnknown': 'Level {levelId} is not a level of this building',
  'poi.unitUnknown': 'Unit “{unitId}” is not a unit of level {levelId}; choose a unit of the POI’s level or none',
  'poi.pointInvalid': 'The POI’s point is not valid: {reason}',
  'poi.outsideLevel': 'The point [{lng}, {lat}] lies outside level {levelId}; place the POI on the level’s floor',
  'poiType.nameTaken': 'This building already has a POI type named “{name}”',
  'poiType.inUse':
    'This POI type is used by {draft} POIs of the draft and {published} POIs of published map versions, so it cannot be deleted; give those POIs another type first',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'poi.addShape': '“add” 变更须以 poi 携带新点位（不带 id 和 set）',
  'poi.updateShape': '“update” 变更须以 id 指明点位，并以 set 携带修改的字段',
  'poi.deleteShape': '“delete” 变更只需以 id 指明点位',
  'poi.duplicate': '点位“{id}”在本次修改中出现了多次，请合并为一项修改',
  'poi.idFormat': 'ID“{id}”无效：最多 100 个字母、数字或“-”“_”“.”“:”，也可留空由系统生成',
  'poi.idTaken': 'ID“{id}”已被该建筑地图使用，请换一个或留空由系统生成',
  'poi.notFound': '在该建筑中找不到点位“{id}”，请重新加载点位后再试',
  'poi.nothingToUpdate': '对点位“{id}”的修改没有改变任何内容，请将其移出本次修改',
  'poi.nameLength': '请输入 1 到 {limit} 个字符的名称',
  'poi.nameEnLength': '英文名称不能超过 {limit} 个字符',
  'poi.openingHoursLength': '营业时间不能超过 {limit} 个字符',
  'poi.keywords': '关键词最多 {count} 个，每个 1 到 {limit} 个字符',
  'poi.typeUnknown': '点位类型 {poiTypeId} 不属于该建筑，请选择该建筑的类型',
  'poi.levelUnknown': '楼层 {levelId} 不属于该建筑',
  'poi.unitUnknown': '单元“{unitId}”不在楼层 {levelId} 上，请选择点位所在楼层的单元或不选',
  'poi.pointInvalid': '点位坐标无效：{reason}',
  'poi.outsideLevel': '坐标 [{lng}, {lat}] 不在楼层 {levelId} 范围内，请将点位放在该楼层的平面内',
  'poiType.nameTaken': '该建筑已有名为“{name}”的点位类型',
  'poiType.inUse': '该点位类型正被草稿中的 {draft} 个点位和已发布版本中的 {published} 个点位使用，无法删除；请先为这些点位更换类型',
};

declare module '../messages.js' {
  interface MessageParts {
    poi: typeof en;
  }
}
