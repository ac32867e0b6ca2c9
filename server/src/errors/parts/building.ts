/** Server messages of the building, version and map calls (English first; Chinese must name every English key). */
export const en = {
  draftChanged: 'Someone else saved this building’s draft in the meantime (now revision {revision}); reload it and apply your changes again',
  'building.companyRequired': 'Choose the company this building belongs to',
  'building.companyUnknown': 'This company does not exist',
  'building.moveSameCompany': 'The building belongs to this company already: choose another one',
  'building.companyOutside': 'You can only add buildings to your own company',
  'building.companyFixed': 'A building cannot move to another company; delete it and add it again there',
  'building.appOutside': 'This app does not belong to the building’s company: choose one of its apps, or no app',
  'building.levelNameTaken': 'Another floor of this building is already called “{name}”',
  'building.levelUnknown': 'Floor {id} is not a floor of this building; leave id out to add a new floor',
  'building.levelTwice': 'Floor {id} is listed more than once',
  'building.levelInUse':
    'Floor “{name}” cannot be removed: {count} map features lie on it (in the draft or a published version). Keep the floor (you may rename it), or delete the whole building',
  'building.inUse':
    'This building cannot be deleted: its published map (versions {from}–{to}) is in use by the app “{app}”. Take the building out of the app (edit it, choose “Not in an app”), then delete it',
  'building.inUseOne':
    'This building cannot be deleted: its published map (version {from}) is in use by the app “{app}”. Take the building out of the app (edit it, choose “Not in an app”), then delete it',
  'draft.notFeature': 'features[{index}] is not a GeoJSON feature (an object with id, geometry and properties)',
  'draft.noId': 'features[{index}] has no id: every feature needs a non-empty text id',
  'draft.idTwice': 'feature "{id}": the id is used more than once (also by features[{other}]); every feature needs its own id',
  'draft.featureType': 'feature "{id}": unknown featureType {type}; use one of {types}',
  'draft.levelRequired': 'feature "{id}": a {type} must lie on a floor: give the levelId of a floor of this building',
  'draft.levelUnknown': 'feature "{id}": level {levelId} is not a floor of this building',
  'draft.levelNotNull': 'feature "{id}": a {type} belongs to no single floor; its levelId must be null',
  'draft.levelIds': 'feature "{id}": levelIds must list floors of this building',
  'draft.geometry': 'feature "{id}": {reason}',
  'draft.outside': 'feature "{id}" lies outside the building (more than 500 m beyond its map and anchor point); check its coordinates (longitude first, WGS84)',
  'draft.regionId': 'feature "{id}": regionId must be a positive integer (or left out for a new region)',
  'draft.regionTaken': 'feature "{id}": region {regionId} belongs to another building; leave regionId out for a new region',
  'draft.regionTwice': 'feature "{id}": region {regionId} is given to more than one section',
  'draft.moreProblems': '{count} more features have problems; fix the ones listed and save again',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  draftChanged: '其他人已在此期间保存了该建筑的草稿（当前修订号 {revision}），请重新加载后再应用您的修改',
  'building.companyRequired': '请选择建筑所属公司',
  'building.companyUnknown': '该公司不存在',
  'building.moveSameCompany': '该建筑已属于此公司，请选择其他公司',
  'building.companyOutside': '只能为本公司添加建筑',
  'building.companyFixed': '建筑不能转移到其他公司；请删除后在目标公司重新添加',
  'building.appOutside': '该应用不属于建筑所在公司：请选择该公司的应用，或不选应用',
  'building.levelNameTaken': '该建筑已有名为“{name}”的楼层',
  'building.levelUnknown': '楼层 {id} 不属于该建筑；新增楼层时请不要填写 id',
  'building.levelTwice': '楼层 {id} 出现了多次',
  'building.levelInUse': '楼层“{name}”不能删除：草稿或已发布版本中有 {count} 个地图要素位于该楼层。请保留该楼层（可以改名），或删除整个建筑',
  'building.inUse': '该建筑不能删除：其已发布的地图（版本 {from}–{to}）正被应用“{app}”使用。请先将建筑移出该应用（编辑建筑，应用选择“未加入应用”），再删除',
  'building.inUseOne': '该建筑不能删除：其已发布的地图（版本 {from}）正被应用“{app}”使用。请先将建筑移出该应用（编辑建筑，应用选择“未加入应用”），再删除',
  'draft.notFeature': 'features[{index}] 不是 GeoJSON 要素（需包含 id、geometry 和 properties 的对象）',
  'draft.noId': 'features[{index}] 没有 id：每个要素都需要非空的文本 id',
  'draft.idTwice': '要素“{id}”：该 id 被多次使用（features[{other}] 也使用了它）；每个要素的 id 必须唯一',
  'draft.featureType': '要素“{id}”：未知的 featureType {type}；可选值为 {types}',
  'draft.levelRequired': '要素“{id}”：{type} 必须位于某个楼层，请填写该建筑楼层的 levelId',
  'draft.levelUnknown': '要素“{id}”：楼层 {levelId} 不属于该建筑',
  'draft.levelNotNull': '要素“{id}”：{type} 不属于单个楼层，其 levelId 必须为 null',
  'draft.levelIds': '要素“{id}”：levelIds 只能列出该建筑的楼层',
  'draft.geometry': '要素“{id}”：{reason}',
  'draft.outside': '要素“{id}”位于建筑之外（超出其地图和锚点 500 米以上）；请检查坐标（WGS84，经度在前）',
  'draft.regionId': '要素“{id}”：regionId 必须是正整数（新区域请不要填写）',
  'draft.regionTaken': '要素“{id}”：区域 {regionId} 属于其他建筑；新区域请不要填写 regionId',
  'draft.regionTwice': '要素“{id}”：区域 {regionId} 被多个分区使用',
  'draft.moreProblems': '还有 {count} 个要素存在问题；请修正已列出的问题后重新保存',
};

declare module '../messages.js' {
  interface MessageParts {
    building: typeof en;
  }
}
