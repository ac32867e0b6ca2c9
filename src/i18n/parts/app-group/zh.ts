import type { MessageTree } from '../../types';
import type { en } from './en';

/** 应用分组页面的中文文案（issue 16）。 */
export const zh: MessageTree<typeof en> = {
  resources: {
    'app-group': {
      name: '应用分组',
      fields: {
        id: 'ID',
        name: '名称',
        description: '描述',
        apps: '应用',
        appIds: '应用',
        appCount: '应用数',
        updatedAt: '更新时间',
        createdAt: '创建时间',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'app-group': '应用分组' },
      pages: {
        'app-group-list': '应用分组',
        'app-group-add': '新增应用分组',
        'app-group-edit': '编辑应用分组',
      },
    },
    appGroups: {
      filter: '应用分组',
      nameHelp: '最多 %{max} 个字符，不区分大小写且不能重复',
      appsHelp: '可选择任意公司的应用；一个应用可属于多个分组',
      noApps: '没有匹配的应用',
      more: '另有 %{smart_count} 个',
      emptyTitle: '还没有应用分组',
      emptyBody: '把定位应用分组（例如同一品牌的商场），即可按分组筛选应用列表和地图列表。',
      deleteTitle: '删除应用分组“%{name}”？',
      deleteContent: '分组中的 %{smart_count} 个应用不受影响，只删除分组本身。',
    },
  },
};
