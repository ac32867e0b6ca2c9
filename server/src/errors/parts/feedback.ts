/** Server messages of user feedback (issue 18; English first; Chinese must name every English key). */
export const en = {
  'feedback.buildingNotOfApp': 'This building is not one of this app’s buildings',
  'feedback.levelNotOfBuilding': 'Level {levelId} is not a level of this building',
  'feedback.textBlank': 'Enter the text: 1 to {limit} characters, not only spaces',
  'feedback.screenshotUnknown': 'Screenshot {id} was not uploaded by this app',
  'feedback.screenshotUsed': 'Screenshot {id} is already attached to another feedback',
  'feedback.screenshotType': 'A screenshot must be a PNG, JPEG or WebP image (this file is {found})',
  'feedback.timeAhead': 'The time lies in the future',
  'feedback.move': 'Feedback that is “{from}” cannot be moved to “{to}”',
  'feedback.assignee': 'Choose an enabled administrator who can view this building’s feedback',
  'feedback.screenshotQuota': 'This app has uploaded its {limit} MB of screenshots for today (UTC); try again in {hours} h',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'feedback.buildingNotOfApp': '该建筑不属于此应用',
  'feedback.levelNotOfBuilding': '楼层 {levelId} 不属于该建筑',
  'feedback.textBlank': '请输入 1 到 {limit} 个字符的内容（不能只有空格）',
  'feedback.screenshotUnknown': '截图 {id} 不是此应用上传的',
  'feedback.screenshotUsed': '截图 {id} 已附在另一条反馈上',
  'feedback.screenshotType': '截图须为 PNG、JPEG 或 WebP 图片（此文件为 {found}）',
  'feedback.timeAhead': '时间不能晚于现在',
  'feedback.move': '状态为“{from}”的反馈不能改为“{to}”',
  'feedback.assignee': '请选择可查看该建筑反馈的已启用管理员',
  'feedback.screenshotQuota': '该应用今天（UTC）已上传 {limit} MB 截图，请 {hours} 小时后再试',
};

declare module '../messages.js' {
  interface MessageParts {
    feedback: typeof en;
  }
}
