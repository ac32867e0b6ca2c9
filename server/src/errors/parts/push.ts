/** Server messages of the push calls (issue 18; English first; Chinese must name every English key). */
export const en = {
  'push.titleLength': 'Enter a title of 1 to {limit} characters (a WeChat subscription message shows at most 20)',
  'push.contentLength': 'Enter content of 1 to {limit} characters',
  'push.pageFormat': 'Enter a mini-program page such as pages/index/index: no leading “/”, no query',
  'push.levelUnknown': 'No such level in this building',
  'push.regionUnknown': 'No such region in this building',
  'push.qrcodeUnknown': 'No such QR code in this building',
  'push.audienceField': 'Choose this for the audience',
  'push.audienceEmpty': 'Nobody matches this audience: choose another, or save a draft',
  'push.audienceUnreachable': '{targeted} users match, but the channel reaches none of them (WeChat needs an unused subscription to the template)',
  'push.templateRequired': 'Choose a subscription-message template for a WeChat push',
  'push.templateUnknown': 'The template {templateId} is not one of the mini-program’s templates',
  'push.templatesUnavailable': 'WeChat did not answer the mini-program’s templates; try again',
  'push.sendAtRequired': 'Choose when to send it',
  'push.sendAtPast': 'Choose a time in the future',
  'push.notEditable': 'A push that is {state} can no longer be changed (only drafts and scheduled pushes)',
  'push.failure.nobody': 'Nobody to send to: the audience matched no reachable user when it was sent',
  'push.failure.allFailed': 'Every recipient failed ({count}); WeChat answered e.g. “{error}”',
  'push.failure.template': 'The template {templateId} is no longer a template of the mini-program {name}',
  'push.failure.templates': 'WeChat refused the templates of the mini-program {name}: {error}',
};

export const zh: Record<keyof typeof en, string> = {
  'push.titleLength': '请输入 1 到 {limit} 个字符的标题（微信订阅消息最多显示 20 个字符）',
  'push.contentLength': '请输入 1 到 {limit} 个字符的内容',
  'push.pageFormat': '请输入小程序页面路径，如 pages/index/index：不以“/”开头，不带参数',
  'push.levelUnknown': '本建筑没有这个楼层',
  'push.regionUnknown': '本建筑没有这个区域',
  'push.qrcodeUnknown': '本建筑没有这个二维码',
  'push.audienceField': '请为推送对象选择此项',
  'push.audienceEmpty': '没有符合条件的用户：请更换推送对象，或保存为草稿',
  'push.audienceUnreachable': '共有 {targeted} 位用户符合条件，但该渠道无法触达其中任何人（微信需要用户订阅过该模板且未使用）',
  'push.templateRequired': '微信推送请选择订阅消息模板',
  'push.templateUnknown': '模板 {templateId} 不是该小程序的模板',
  'push.templatesUnavailable': '未能从微信获取小程序的模板，请重试',
  'push.sendAtRequired': '请选择发送时间',
  'push.sendAtPast': '请选择将来的时间',
  'push.notEditable': '状态为 {state} 的推送不能再修改（只有草稿和待发送的推送可以）',
  'push.failure.nobody': '没有可发送的对象：发送时推送对象中没有可触达的用户',
  'push.failure.allFailed': '全部 {count} 位接收人发送失败；微信的答复例如“{error}”',
  'push.failure.template': '模板 {templateId} 已不是小程序 {name} 的模板',
  'push.failure.templates': '微信拒绝返回小程序 {name} 的模板：{error}',
};

declare module '../messages.js' {
  interface MessageParts {
    push: typeof en;
  }
}
