/** Server messages of the building, version and map calls (English first; Chinese must name every English key). */
export const en = {
  draftChanged: 'Someone else saved this building’s draft in the meantime (now revision {revision}); reload it and apply your changes again',
} as const satisfies Record<string, string>;

export const zh: Record<keyof typeof en, string> = {
  draftChanged: '其他人已在此期间保存了该建筑的草稿（当前修订号 {revision}），请重新加载后再应用您的修改',
};
