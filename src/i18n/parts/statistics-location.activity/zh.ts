import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  app: {
    activity: {
      intro: '现在谁在建筑内：最近几分钟内有事件的应用用户，按其最新定位点计入楼层和区域。页面自动刷新。',
      window: '“现在”指最近',
      minutes: '%{smart_count} 分钟',
      now: '当前用户',
      unplaced: '未定位',
      updated: '更新于 %{time}',
      live: '每 %{seconds} 秒刷新',
      empty: '最近 %{smart_count} 分钟内没有人在这里使用应用。',
      trend: '最近一小时（按分钟）',
      chart_label: '最近一小时（按分钟）：%{min} 至 %{max} 位用户',
      users: '用户数',
      levels: '各楼层',
      regions: '本楼层各区域',
      no_regions: '此楼层没有区域。',
      held: '少于 %{min} 人',
    },
  },
};
