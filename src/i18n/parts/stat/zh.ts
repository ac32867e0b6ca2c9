import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { stat: { name: '点击统计' } },
  app: {
    navigation: {
      sections: { stat: '点击统计' },
      pages: { 'stat-list': '点击统计' },
    },
    stat: {
      app: '应用',
      all_apps: '全部应用',
      group: '应用分组',
      all_groups: '全部分组',
      app_option: '%{name}（%{code}）',
      feature: '功能',
      clicks: '点击次数',
      previous_clicks: '点击次数（上一周期）',
      other: '其他功能',
      ranked: '功能点击排行',
      trend: '点击趋势（热门功能）',
      apps: '各应用点击',
      company: '公司',
      app_code: '应用编码',
      more_features: '另有 %{smart_count} 个点击较少的功能未列出。',
      hint: '统计自各应用上报的 feature_click 事件；每个建筑的点击按其所在时区的日期计算。',
    },
    statistics: {
      metrics: { featureClicks: '功能点击', clickedFeatures: '被点击功能数', clickingApps: '有点击的应用' },
    },
  },
};
