/** Server messages of the navigation links and getConfig (issue 13; English first; Chinese must name every English key). */
export const en = {
  'source.appMismatch': 'This building is not in this app; choose the building’s own app',
  'source.titleLength': 'Enter a title of 1 to {limit} characters',
  'source.iconUnknown': 'Choose one of the icons: {icons}',
  'source.duplicateId': 'This link is listed twice',
  'source.tooMany': 'A building has at most {limit} links',
  'source.listChanged': 'The links changed since you opened them (another administrator added or removed one); reload and try again',
  'source.fieldNotOfType': 'A link of this type has no {field}',
  'source.poiRequired': 'Choose a POI',
  'source.poiUnknown': 'No POI “{poiId}” in this building’s map',
  'source.levelRequired': 'Choose a level',
  'source.levelUnknown': 'Level {levelId} is not a level of this building',
  'source.coordinate': 'Enter a longitude from −180 to 180 and a latitude from −90 to 90',
  'source.outsideLevel': 'The position [{lng}, {lat}] lies outside level {level}',
  'source.pathRequired': 'Enter the page path, e.g. pages/index/index',
  'source.pathFormat': 'Enter the page path without a leading slash (letters, digits, _ - . /, then an optional ?query), at most {limit} characters',
  'source.miniAppIdFormat': 'Enter a mini-program id (wx and 16 hexadecimal digits, or 16 digits), or leave it empty for the app’s own',
  'source.urlRequired': 'Enter the web address',
  'source.urlHttps': 'Enter a full https:// address (no user name or password in it)',
  'source.urlLength': 'The address must be at most {limit} characters',
  'appConfig.unknown': 'No app has the code “{appCode}”',
  'appConfig.disabled': 'The app “{appCode}” is disabled',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'source.appMismatch': '该建筑不属于此应用，请选择建筑所属的应用',
  'source.titleLength': '请输入 1 到 {limit} 个字符的标题',
  'source.iconUnknown': '请选择以下图标之一：{icons}',
  'source.duplicateId': '该链接重复出现',
  'source.tooMany': '每个建筑最多 {limit} 个链接',
  'source.listChanged': '打开后链接已被他人增加或删除，请刷新后重试',
  'source.fieldNotOfType': '此类型的链接没有 {field}',
  'source.poiRequired': '请选择兴趣点',
  'source.poiUnknown': '该建筑地图中没有兴趣点“{poiId}”',
  'source.levelRequired': '请选择楼层',
  'source.levelUnknown': '楼层 {levelId} 不属于该建筑',
  'source.coordinate': '经度须在 −180 到 180 之间，纬度须在 −90 到 90 之间',
  'source.outsideLevel': '位置 [{lng}, {lat}] 不在楼层 {level} 范围内',
  'source.pathRequired': '请输入页面路径，例如 pages/index/index',
  'source.pathFormat': '页面路径不能以 / 开头（可含字母、数字、_ - . /，可带 ?参数），最多 {limit} 个字符',
  'source.miniAppIdFormat': '请输入小程序 AppID（wx 加 16 位十六进制数字，或 16 位数字），留空表示本应用的小程序',
  'source.urlRequired': '请输入网页地址',
  'source.urlHttps': '请输入完整的 https:// 地址（不能包含用户名或密码）',
  'source.urlLength': '地址不能超过 {limit} 个字符',
  'appConfig.unknown': '没有应用编码为“{appCode}”的应用',
  'appConfig.disabled': '应用“{appCode}”已停用',
};

declare module '../messages.js' {
  interface MessageParts {
    source: typeof en;
  }
}
