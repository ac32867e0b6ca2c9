import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  app: {
    draft_status: {
      changes: '草稿有 %{smart_count} 处未发布的修改',
      counts: '（%{list}）',
      none: '已发布：草稿没有未发布的修改',
      saves: '上次发布后，草稿已保存 %{smart_count} 次，尚未发布',
      never: '尚未发布：发布之前，应用无法使用此建筑的地图',
      hint: '编辑保存在草稿中；发布之前，建筑预览和应用显示的仍是已发布的版本。',
      hint_ask: '编辑保存在草稿中；发布之前，建筑预览和应用显示的仍是已发布的版本。发布需要“编辑建筑”权限。',
      view_draft: '查看草稿',
      publish: '发布…',
      version: '显示的版本',
      published: '已发布',
      draft: '草稿',
    },
  },
};
