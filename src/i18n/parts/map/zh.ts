import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    map: {
      name: '地图',
      fields: {
        name: '建筑',
        company: '公司',
        companyId: '公司',
        q: '搜索',
        levels: '楼层',
        features: '要素',
        publishedVersions: '版本数',
        lastPublished: '最近发布',
        updated: '草稿',
        size: '大小',
      },
    },
  },
  app: {
    navigation: {
      sections: { map: '地图管理' },
      pages: { 'map-list': '地图列表' },
    },
    mapList: {
      search: '建筑名称',
      unpublished_only: '仅看有未发布修改的',
      status: {
        published: '已发布',
        unpublished: '%{smart_count} 次保存未发布',
        never: '从未发布',
        empty: '暂无地图',
      },
      version: 'v%{version}',
      by: '发布人：%{name}',
      changed: '%{time}修改',
      open: '在建筑预览中打开“%{name}”',
      export: '导出 IMDF（v%{version}）',
      export_draft: '导出 IMDF（草稿，从未发布）',
      size_hint: '%{bytes} 字节：最新发布版本的要素在数据库中的大小；可下载的地图文件略大',
      empty_title: '还没有建筑',
      empty_body: '公司新增或导入建筑后，其地图会显示在这里。',
      no_match: '没有符合筛选条件的地图。',
      clear_filters: '清除筛选',
      error: '地图列表加载失败：%{message}',
      retry: '重试',
    },
  },
};
