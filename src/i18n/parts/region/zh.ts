import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    region: {
      name: '区域',
      fields: {
        name: '名称',
        nameEn: '英文名称',
        levelId: '楼层',
        category: '类别',
        poiCount: 'POI 数',
      },
    },
  },
  app: {
    navigation: {
      sections: { region: '区域管理' },
      pages: {
        'region-list': '区域列表',
        'region-view': '区域详情',
        'poi-edit': 'POI管理',
      },
    },
    regions: {
      empty: '该建筑还没有区域',
      empty_hint: '区域是建筑地图上划出的分区，例如侧翼或美食广场。',
      categories: {
        retail: '购物',
        foodservice: '餐饮',
        parking: '停车',
        office: '办公',
        entertainment: '娱乐',
        service: '服务',
      },
      pois: {
        title: '区域内的 POI',
        empty: '该区域内没有 POI。',
        name: '名称',
        type: 'POI 类型',
        unnamed: '（未命名）',
      },
    },
  },
};
