import { MESSAGE_TYPES } from '#contract/schemas/message.js';

/** Spec §3 "a list of message types" (declared with the message schemas). */
export { MESSAGE_TYPES };
export type MessageType = (typeof MESSAGE_TYPES)[number]['value'];

/** What a new message holds: Chinese (the primary language) and English texts. */
export interface MessageDraft {
  type: MessageType;
  title: string;
  content: string;
  titleEn: string;
  contentEn: string;
}

export const WELCOME: MessageDraft = {
  type: 'system',
  title: '欢迎使用室内定位管理平台',
  content: '您已成功登录室内定位管理平台。请先在应用列表中选择建筑，然后即可管理地图、POI、信标与二维码，并查看数据分析。帮助文档中有详细的使用指南。',
  titleEn: 'Welcome to the indoor positioning platform',
  contentEn:
    'You have signed in to the indoor positioning platform. Choose a building in the application list first; then manage its maps, POIs, beacons and QR codes and view the analytics. The help area has a full user guide.',
};

export const PASSWORD_CHANGED: MessageDraft = {
  type: 'security',
  title: '密码已修改',
  content: '您的账号密码已修改，其他设备上的登录已全部退出。如果这不是您本人的操作，请立即联系管理员。',
  titleEn: 'Your password was changed',
  contentEn:
    'The password of your account was changed and your sign-ins on other devices were ended. If you did not do this, contact your administrator at once.',
};

export const PASSWORD_RESET: MessageDraft = {
  type: 'security',
  title: '密码已重置',
  content: '您的账号密码已通过邮件链接重置，所有设备上的登录均已退出。如果这不是您本人的操作，请立即联系管理员。',
  titleEn: 'Your password was reset',
  contentEn:
    'The password of your account was reset through an e-mailed link and every sign-in was ended. If you did not do this, contact your administrator at once.',
};
