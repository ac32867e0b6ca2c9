/** Server messages of platform management's app users (issue 16; English first; Chinese must name every English key). */
export const en = {
  'appUser.appUnknown': 'This app does not exist',
  'appUser.reasonBlank': 'Give the reason for the erasure',
};

export const zh: Record<keyof typeof en, string> = {
  'appUser.appUnknown': '该应用不存在',
  'appUser.reasonBlank': '请填写删除原因',
};

declare module '../messages.js' {
  interface MessageParts {
    appUser: typeof en;
  }
}
