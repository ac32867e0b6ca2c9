// The sender of every mail unless MAIL_FROM names another: apart from the mailer, so that the configuration's schema
// (config.ts, read by npm run backup, restore and config:docs too) names it without loading nodemailer (80 ms).
export const DEFAULT_FROM = '室内定位管理平台 <no-reply@indoor.local>';
