import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  app: {
    quality: {
      intro: '应用用户的定位效果：各楼层定位点的估计误差，以及地图上误差较大的位置与信标覆盖估算的对照。未选日期时为最近 7 天。',
      fixes: '此楼层 %{n} 个定位点',
      empty: '该时间范围内此楼层没有带误差估计的定位点。',
      level_held: '此楼层有定位点的独立用户少于 %{min} 人，其数据未显示。',
      held_back: '%{smart_count} 个网格的独立用户少于 %{min} 人，未在地图上显示',
      levels: '各楼层定位质量',
      level: '楼层',
      fixes_column: '定位点',
      users: '用户数',
      poor: '较差（> %{metres}）',
      p50: '误差中位数',
      p90: 'P90',
      p95: 'P95',
      users_held: '少于 %{min} 人',
      histogram: '估计误差分布（米）',
      histogram_hint: '橙色柱为误差超过 %{metres} 的较差定位点。',
      chart_label: '%{n} 个定位点的估计误差：一半在 %{p50} 以内，90% 在 %{p90} 以内；%{share} 较差',
      bar: '%{n} 个定位点',
      p50_figure: 'P50 · 一半不超过',
      p90_figure: 'P90 · 90% 不超过',
      p95_figure: 'P95 · 95% 不超过',
      legend: '网格内定位点的平均误差',
      legend_size: '圆点大小：定位点数',
      beacons_error: '无法读取信标（%{message}），覆盖估算需要信标。',
    },
  },
};
