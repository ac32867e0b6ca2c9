/** Server messages of platform management's app groups (issue 16 应用分组; English first; Chinese must name every English key). */
export const en = {
  'appGroup.nameTaken': 'An app group of this name exists already',
  'appGroup.appUnknown': 'These apps do not exist: {ids}',
};

export const zh: Record<keyof typeof en, string> = {
  'appGroup.nameTaken': '已有同名应用分组',
  'appGroup.appUnknown': '以下应用不存在：{ids}',
};

declare module '../messages.js' {
  interface MessageParts {
    appGroup: typeof en;
  }
}
