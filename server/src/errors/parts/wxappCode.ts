/** Server messages of WeChat mini-programs' code templates, code management and group releases (issue 17; English first; Chinese must name every English key). */
export const en = {
  'wxappCode.noApp': 'This mini-program is linked to no location app, so ext_json has no appCode; link an app on its edit page first',
  'wxappCode.templateUnknown': 'Template {templateId} is not in this platform’s template library',
  'wxappCode.noCommit': 'Nothing is committed yet; commit a template first',
  'wxappCode.notPassed': 'Only a version that passed the audit can be released (the audit is: {status}); nothing was sent to WeChat',
  'wxappCode.alreadyReleased': 'Version {version} is released already',
  'wxappCode.noAuditOpen': 'No version of this mini-program is being audited',
  'wxappCode.noMembers': 'No authorized mini-program is linked to the apps of this group',
};

export const zh: Record<keyof typeof en, string> = {
  'wxappCode.noApp': '该小程序未关联定位应用，ext_json 中没有 appCode；请先在编辑页关联应用',
  'wxappCode.templateUnknown': '模板 {templateId} 不在该平台的模板库中',
  'wxappCode.noCommit': '尚未上传代码，请先选择模板上传',
  'wxappCode.notPassed': '只有审核通过的版本才能发布（当前审核状态：{status}），未向微信发送请求',
  'wxappCode.alreadyReleased': '版本 {version} 已发布',
  'wxappCode.noAuditOpen': '该小程序没有审核中的版本',
  'wxappCode.noMembers': '该分组的应用没有关联已授权的小程序',
};

declare module '../messages.js' {
  interface MessageParts {
    wxappCode: typeof en;
  }
}
