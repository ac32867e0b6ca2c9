/** Server messages of location apps and their keys (issue 16; English first; Chinese must name every English key). */
export const en = {
  'app.nameLength': 'Enter a name of 1 to {limit} characters',
  'app.nameTaken': 'Another app already has this name (names are compared regardless of case)',
  'app.codeFormat': 'Enter an app code of {min} to {max} characters: letters, digits, “_” and “-”',
  'app.codeTaken': 'Another app already uses this app code (codes are compared regardless of case)',
  'app.codeShipped':
    'The app code “{appCode}” can no longer change: the app has shipped with it (its keys were used or it reported usage). Create a new app for a new code',
  'app.companyUnknown': 'Company {companyId} does not exist; choose a company',
  'app.companyShipped': 'The company can no longer change: the app has shipped',
  'app.platformUnknown': 'Unknown platform “{platform}”: choose among {allowed}',
  'app.buildingsTooMany': 'An app holds at most {limit} buildings',
  'app.buildingUnknown': 'Building {ids} does not exist',
  'app.buildingOutside': 'The building “{name}” belongs to another company: an app holds its own company’s buildings only',
  'app.buildingInOtherApp': 'The building “{name}” is in the app “{app}”: remove it there first (a building is in at most one app)',
  'appKey.tooMany': 'This app already has {limit} usable keys: revoke one first',
  'appKey.rotated': 'This key was already rotated and works until {expiresAt}: rotate its successor, or revoke it to end it now',
  'appKey.ended': 'This key is revoked or expired: create a new key instead',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'app.nameLength': '请输入 1 到 {limit} 个字符的名称',
  'app.nameTaken': '已有其他应用使用此名称（不区分大小写）',
  'app.codeFormat': '请输入 {min} 到 {max} 个字符的应用编码：字母、数字、“_”或“-”',
  'app.codeTaken': '已有其他应用使用此应用编码（不区分大小写）',
  'app.codeShipped': '应用编码“{appCode}”已不能修改：应用已使用该编码发布（其密钥已被使用或已上报数据）。如需新编码，请新建应用',
  'app.companyUnknown': '公司 {companyId} 不存在，请选择公司',
  'app.companyShipped': '应用已发布，不能再更换公司',
  'app.platformUnknown': '未知平台“{platform}”：请从 {allowed} 中选择',
  'app.buildingsTooMany': '一个应用最多包含 {limit} 个建筑',
  'app.buildingUnknown': '建筑 {ids} 不存在',
  'app.buildingOutside': '建筑“{name}”属于其他公司：应用只能包含本公司的建筑',
  'app.buildingInOtherApp': '建筑“{name}”已在应用“{app}”中：请先从该应用中移除（一个建筑最多属于一个应用）',
  'appKey.tooMany': '该应用已有 {limit} 个可用密钥：请先撤销一个',
  'appKey.rotated': '该密钥已轮换，在 {expiresAt} 前仍可使用：请轮换新的密钥，或撤销它以立即停用',
  'appKey.ended': '该密钥已撤销或已过期：请新建密钥',
};

declare module '../messages.js' {
  interface MessageParts {
    app: typeof en;
  }
}
