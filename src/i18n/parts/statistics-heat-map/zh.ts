import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-heat-map': { name: '热力图' } },
  app: {
    navigation: {
      sections: { 'statistics-heat-map': '热力图' },
      pages: { 'heat-map': '热力图' },
    },
    heat: {
      intro: '人们去了哪里：应用用户的定位点按约 5 米的网格汇总，可按一天中的小时或全天查看。未选日期时为最近 7 天。',
      whole_day: '全天',
      hour: '时段',
      hour_value: '%{hour}:00–%{hour}:59',
      play: '按小时播放',
      pause: '暂停',
      fixes: '%{n} 个定位点',
      empty: '该时间范围内此楼层没有定位点。',
      held_back: '%{smart_count} 个网格的独立用户少于 %{min} 人，未显示',
      by_hour: '各时段定位点',
      chart_label: '各时段定位点：%{hour}:00 最多（%{n} 个）',
      regions: '各区域停留时长',
      regions_none: '此楼层没有区域。在地图上绘制分区后，即可查看各区域的停留时长。',
      region: '区域',
      users: '用户数',
      dwell: '停留时长',
      per_user: '人均',
      region_held: '少于 %{min} 人',
      low: '少',
      high: '多',
    },
  },
};
