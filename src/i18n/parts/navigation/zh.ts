import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  app: {
    navigation: {
      top: '顶部导航',
      sidebar: '侧边栏菜单',
      breadcrumbs: '面包屑导航',
      back: '返回上一页',
      home: '返回首页',
      current_building: '当前应用',
      no_building: '未选择',
      switch_building: '切换',
      areas: {
        application: '应用管理',
        location: '室内定位',
        statistics: '数据分析',
        user: '用户与权限管理',
        platform: '平台管理',
        help: '帮助与文档',
      },
      gate: {
        title: '提示',
        text: '请先选择应用',
        confirm: '确定',
        cancel: '取消',
        needed: '该页面需要先选择一个应用。',
      },
      forbidden: {
        title: '没有访问该页面的权限',
        text: '您的角色在当前建筑上没有该页面的权限。',
      },
      not_found: {
        title: '页面不存在',
        text: '请检查地址是否正确，或该页面已被移动。',
      },
    },
  },
};
