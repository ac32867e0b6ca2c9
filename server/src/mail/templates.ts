import type { Language } from '../errors/messages.js';
import type { Mail } from './mailer.js';

/** The password-reset mail in the requester's language. */
export function resetMail(language: Language, to: string, link: string, minutes: number): Mail {
  if (language === 'zh') {
    return {
      to,
      subject: '室内定位管理平台：重置密码',
      text: [
        '您好，',
        '',
        '我们收到了重置您账号密码的申请。请在浏览器中打开以下链接设置新密码：',
        '',
        link,
        '',
        `链接 ${minutes} 分钟内有效，且只能使用一次。如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Indoor positioning platform: reset your password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays unchanged.`,
    ].join('\n'),
  };
}

/** The mail of a new admin created with "send set-password mail": same link and token as a reset. */
export function setPasswordMail(language: Language, to: string, link: string, minutes: number): Mail {
  const hours = Math.round(minutes / 60);
  if (language === 'zh') {
    return {
      to,
      subject: '室内定位管理平台：设置您的密码',
      text: [
        '您好，',
        '',
        '管理员已为您开通室内定位管理平台的账号。请在浏览器中打开以下链接设置密码：',
        '',
        link,
        '',
        `链接 ${hours} 小时内有效，且只能使用一次。`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Indoor positioning platform: set your password',
    text: [
      'Hello,',
      '',
      'An administrator created an account for you on the indoor positioning platform. Open this link to set your password:',
      '',
      link,
      '',
      `The link works once and expires in ${hours} hours.`,
    ].join('\n'),
  };
}
