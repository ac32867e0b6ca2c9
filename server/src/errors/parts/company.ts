/** Server messages of platform management's companies (issue 16; English first; Chinese must name every English key). */
export const en = {
  'company.nameTaken': 'A company of this name exists already',
  'company.logoNotUploaded': 'Upload the logo first (a PNG, JPEG, WebP or SVG uploaded as a logo), or leave it empty',
  'company.stillOwns':
    '“{name}” still has {admins} administrators, {roles} roles, {buildings} buildings and {apps} apps: move or delete them first, or disable the company instead',
  'company.disabled': 'Your company is disabled; ask the platform administrator',
  'company.appsDisabled': 'This app’s company is disabled',
};

export const zh: Record<keyof typeof en, string> = {
  'company.nameTaken': '已有同名公司',
  'company.logoNotUploaded': '请先上传标志（以标志用途上传的 PNG、JPEG、WebP 或 SVG），或留空',
  'company.stillOwns': '“{name}”仍有 {admins} 名管理员、{roles} 个角色、{buildings} 栋建筑和 {apps} 个应用：请先迁出或删除，或改为停用该公司',
  'company.disabled': '您所在的公司已停用，请联系平台管理员',
  'company.appsDisabled': '该应用所属公司已停用',
};

declare module '../messages.js' {
  interface MessageParts {
    company: typeof en;
  }
}
