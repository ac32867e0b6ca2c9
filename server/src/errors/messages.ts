import * as appPart from './parts/app.js';
import * as appGroup from './parts/appGroup.js';
import * as aliapp from './parts/aliapp.js';
import * as beacon from './parts/beacon.js';
import * as building from './parts/building.js';
import * as company from './parts/company.js';
import * as feedback from './parts/feedback.js';
import * as appUser from './parts/appUser.js';
import * as imdf from './parts/imdf.js';
import * as platformFile from './parts/platformFile.js';
import * as poi from './parts/poi.js';
import * as qrcode from './parts/qrcode.js';
import * as push from './parts/push.js';
import * as road from './parts/road.js';
import * as source from './parts/source.js';
import * as stat from './parts/stat.js';
import * as usage from './parts/usage.js';
import * as wxapp from './parts/wxapp.js';
import * as wxappCode from './parts/wxappCode.js';

export type Language = 'zh' | 'en';

const en = {
  internal: 'Internal server error',
  loginFailed: 'Incorrect e-mail or password',
  accountDisabled: 'This account is disabled',
  // The console matches this exact text (spec §8), so it is never translated.
  notLogin: 'Not Login',
  forbidden: 'You do not have permission for this operation',
  notFound: 'Not found',
  validation: 'Invalid request',
  conflict: 'The record conflicts with an existing one',
  tooManyRequests: 'Too many requests, try again later',
  'field.required': 'This field is required',
  'field.email': 'Enter a valid e-mail address',
  'field.minLength': 'Must be at least {limit} characters',
  'field.maxLength': 'Must be at most {limit} characters',
  'field.minimum': 'Must be at least {limit}',
  'field.maximum': 'Must be at most {limit}',
  'field.type': 'Must be a valid {type}',
  'field.enum': 'Is not one of the allowed values',
  'field.additional': 'Unknown field',
  'field.invalid': 'Invalid value',
  'field.body': 'The request body is not valid JSON',
  'field.twoBuildings': 'The request names another building here than in {field}',
  'field.control': 'Must not contain control characters',
  'field.tooLarge': 'The request is too large',
  'upload.busy': 'The server is reading many uploads at the moment: try again in a few seconds',
  'password.oldWrong': 'The current password is incorrect',
  'password.policy': 'Use at least 8 characters, including at least one letter and one digit',
  'password.sameAsEmail': 'The password must not be your e-mail address',
  'password.sameAsOld': 'The new password must be different from the current one',
  'password.tokenInvalid': 'This reset link is invalid, has expired or was already used; request a new one',
  'tokenLogin.invalid': 'The sign-in token is invalid, has expired or was already used',
  'login.locked': 'Too many failed sign-ins. Try again in {minutes} minutes',
  'password.locked': 'Too many wrong passwords. Try again in {minutes} minutes',
  'password.forgotLocked': 'Too many password-reset requests. Try again in {minutes} minutes',
  'csrf.crossSite': 'Refused: this request came from another site',
  'csrf.header': 'Refused: a changing request must carry the header {header}',
  'admin.emailTaken': 'Another administrator already uses this e-mail address',
  'admin.passwordRequired': 'Enter an initial password or choose to send a set-password mail',
  'admin.companyRequired': 'Choose the company of this administrator',
  'admin.companyUnknown': 'This company does not exist',
  'admin.platformNoCompany': 'A platform administrator belongs to no company',
  'admin.typeNotAllowed': 'You cannot give an administrator this type',
  'admin.selfType': 'You cannot change your own administrator type',
  'admin.selfDisable': 'You cannot disable your own account',
  'admin.selfPassword': 'Change your own password on the account page',
  'admin.selfDelete': 'You cannot delete your own account',
  'admin.lastPlatform': 'The last platform administrator cannot be deleted, demoted or disabled',
  'admin.idRequired': 'Give id or ids',
  'role.nameTaken': 'This company already has a role with this name',
  'role.permissionUnknown': 'Unknown permission code: {codes}',
  'role.idRequired': 'Give roleId or adminId',
  'grant.adminOutside': 'This administrator does not belong to the role’s company',
  'grant.notBusiness': 'Only business administrators receive roles; other types already hold every permission',
  'grant.buildingOutside': 'This building does not belong to the role’s company',
  'grant.self': 'You cannot change your own grants',
  ...appPart.en,
  ...appGroup.en,
  ...aliapp.en,
  ...wxapp.en,
  ...wxappCode.en,
  ...stat.en,
  ...building.en,
  ...company.en,
  ...appUser.en,
  ...imdf.en,
  ...poi.en,
  ...road.en,
  ...beacon.en,
  ...platformFile.en,
  ...qrcode.en,
  ...push.en,
  ...source.en,
  ...usage.en,
  ...feedback.en,
};
export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
  internal: '服务器内部错误',
  loginFailed: '邮箱或密码错误',
  accountDisabled: '该账号已被停用',
  notLogin: 'Not Login',
  forbidden: '没有执行此操作的权限',
  notFound: '记录不存在',
  validation: '请求参数不正确',
  conflict: '与已有记录冲突',
  tooManyRequests: '请求过于频繁，请稍后再试',
  'field.required': '此项为必填项',
  'field.email': '请输入正确的邮箱地址',
  'field.minLength': '长度不能少于 {limit} 个字符',
  'field.maxLength': '长度不能超过 {limit} 个字符',
  'field.minimum': '不能小于 {limit}',
  'field.maximum': '不能大于 {limit}',
  'field.type': '必须是有效的{type}',
  'field.enum': '不是允许的取值',
  'field.additional': '未知字段',
  'field.invalid': '取值不正确',
  'field.body': '请求体不是有效的 JSON',
  'field.twoBuildings': '此处指定的建筑与 {field} 中的不一致',
  'field.control': '不能包含控制字符',
  'field.tooLarge': '请求过大',
  'upload.busy': '服务器正在处理较多上传文件，请几秒后重试',
  'password.oldWrong': '原密码不正确',
  'password.policy': '密码至少 8 位，且须同时包含字母和数字',
  'password.sameAsEmail': '密码不能与邮箱相同',
  'password.sameAsOld': '新密码不能与原密码相同',
  'password.tokenInvalid': '重置链接无效、已过期或已被使用，请重新申请',
  'tokenLogin.invalid': '登录令牌无效、已过期或已被使用',
  'login.locked': '登录失败次数过多，请 {minutes} 分钟后再试',
  'password.locked': '密码错误次数过多，请 {minutes} 分钟后再试',
  'password.forgotLocked': '重置密码请求过于频繁，请 {minutes} 分钟后再试',
  'csrf.crossSite': '已拒绝：该请求来自其他站点',
  'csrf.header': '已拒绝：修改数据的请求必须带有请求头 {header}',
  'admin.emailTaken': '该邮箱已被其他管理员使用',
  'admin.passwordRequired': '请填写初始密码，或选择发送设置密码邮件',
  'admin.companyRequired': '请选择管理员所属公司',
  'admin.companyUnknown': '该公司不存在',
  'admin.platformNoCompany': '平台管理员不属于任何公司',
  'admin.typeNotAllowed': '您不能授予该管理员类型',
  'admin.selfType': '不能修改自己的管理员类型',
  'admin.selfDisable': '不能停用自己的账号',
  'admin.selfPassword': '请在个人中心修改自己的密码',
  'admin.selfDelete': '不能删除自己的账号',
  'admin.lastPlatform': '不能删除、降级或停用最后一位平台管理员',
  'admin.idRequired': '请提供 id 或 ids',
  'role.nameTaken': '该公司已有同名角色',
  'role.permissionUnknown': '未知的权限编码：{codes}',
  'role.idRequired': '请提供 roleId 或 adminId',
  'grant.adminOutside': '该管理员不属于角色所在公司',
  'grant.notBusiness': '只有业务管理员可以被授予角色，其他类型已拥有全部权限',
  'grant.buildingOutside': '该建筑不属于角色所在公司',
  'grant.self': '不能修改自己的授权',
  ...appPart.zh,
  ...appGroup.zh,
  ...aliapp.zh,
  ...wxapp.zh,
  ...wxappCode.zh,
  ...stat.zh,
  ...building.zh,
  ...company.zh,
  ...appUser.zh,
  ...imdf.zh,
  ...poi.zh,
  ...road.zh,
  ...beacon.zh,
  ...platformFile.zh,
  ...qrcode.zh,
  ...push.zh,
  ...source.zh,
  ...usage.zh,
  ...feedback.zh,
};

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  en: { integer: 'integer', number: 'number', string: 'text', boolean: 'boolean', array: 'list', object: 'object' },
  zh: { integer: '整数', number: '数字', string: '文本', boolean: '布尔值', array: '列表', object: '对象' },
};

const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, zh };

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'type' && typeof value === 'string') return TYPE_NAMES[language][value] ?? value;
    return value === undefined ? '' : String(value);
  });
}

/** The `language` cookie wins, else Accept-Language; `zh*` is Chinese, anything else English. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const preferred = cookie || firstAccepted(acceptLanguage ?? '');
  return preferred.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function firstAccepted(header: string): string {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? '';
}
