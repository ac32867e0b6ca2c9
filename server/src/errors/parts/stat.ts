/** Server messages of 点击统计 (issue 16; English first; Chinese must name every English key). */
export const en = {
  'stat.appUnknown': 'App {appId} does not exist; choose an app',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  'stat.appUnknown': '应用 {appId} 不存在，请选择应用',
};

declare module '../messages.js' {
  interface MessageParts {
    stat: typeof en;
  }
}
