import type { Language } from '../errors/messages.js';
import type { MailLink } from './links.js';
import type { Mail } from './mailer.js';

/**
 * The lines that hand the reader the link: a complete link when PUBLIC_URL is set, else (issue 31 §3) the path
 * with plain instructions to open it on the console's own address.
 */
function linkLines(language: Language, link: MailLink, purpose: { zh: string; en: string }): string[] {
  if (language === 'zh') {
    if (!link.relative) return [`请在浏览器中打开以下链接${purpose.zh}：`, '', link.url];
    return [
      `请在浏览器中打开您平时登录管理平台所用的地址，把地址栏里域名之后的部分换成下面这一行，然后打开该页面${purpose.zh}：`,
      '',
      link.url,
      '',
      '（本平台未配置公开地址，邮件中不能给出完整链接。）',
    ];
  }
  if (!link.relative) return [`Open this link ${purpose.en}:`, '', link.url];
  return [
    `Open the console in your browser at the address you normally sign in on, replace everything after its host name with the line below, and open that page ${purpose.en}:`,
    '',
    link.url,
    '',
    '(This platform has no public address configured, so this mail cannot carry a complete link.)',
  ];
}

/** The password-reset mail in the requester's language. */
export function resetMail(language: Language, to: string, link: MailLink, minutes: number): Mail {
  const open = linkLines(language, link, { zh: '设置新密码', en: 'to choose a new password' });
  if (language === 'zh') {
    return {
      to,
      subject: '室内定位管理平台：重置密码',
      text: [
        '您好，',
        '',
        '我们收到了重置您账号密码的申请。',
        ...open,
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
      'We received a request to reset the password of your account.',
      ...open,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail; your password stays unchanged.`,
    ].join('\n'),
  };
}

/** The mail of a new admin created with "send set-password mail": same link and token as a reset. */
export function setPasswordMail(language: Language, to: string, link: MailLink, minutes: number): Mail {
  const hours = Math.round(minutes / 60);
  const open = linkLines(language, link, { zh: '设置密码', en: 'to set your password' });
  if (language === 'zh') {
    return {
      to,
      subject: '室内定位管理平台：设置您的密码',
      text: ['您好，', '', '管理员已为您开通室内定位管理平台的账号。', ...open, '', `链接 ${hours} 小时内有效，且只能使用一次。`].join('\n'),
    };
  }
  return {
    to,
    subject: 'Indoor positioning platform: set your password',
    text: [
      'Hello,',
      '',
      'An administrator created an account for you on the indoor positioning platform.',
      ...open,
      '',
      `The link works once and expires in ${hours} hours.`,
    ].join('\n'),
  };
}
