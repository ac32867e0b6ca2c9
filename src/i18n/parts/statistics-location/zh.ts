import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: {
    'statistics-location': {
      name: '定位分析',
      fields: {
        from: '开始日期',
        to: '结束日期',
        levelId: '楼层',
        userId: '用户',
        platform: '平台',
        startedAt: '开始时间',
        durationSec: '时长',
        distance: '距离',
        levels: '楼层',
        events: '事件数',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'statistics-location': '定位分析' },
      pages: {
        'track-list': '用户轨迹',
        tracking: '轨迹回放',
        'activity-status': '活跃状态',
        'location-quality': '定位功能',
      },
    },
    tracks: {
      intro: '每一行是该建筑内的一次应用会话。用户为匿名标识；查看轨迹会记入操作日志。不填日期时显示最近 7 天。',
      empty: '该时间范围内没有开始的轨迹。',
      more: '符合条件的轨迹超过 %{n} 条，请缩短时间范围或按楼层、用户筛选。',
      no_session: '未选择轨迹，请从轨迹列表打开。',
      to_list: '轨迹列表',
      play: '播放',
      pause: '暂停',
      speed: '速度',
      time: '回放时间',
      position: '第 %{n} / %{total} 个定位点',
      events: '会话中的事件',
      no_events: '该会话没有其他事件。',
      no_fixes: '该会话没有定位点，无法绘制路径。',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: '打开应用',
        app_close: '关闭应用',
        location: '定位',
        search: '搜索',
        poi_view: '查看 POI',
        nav_start: '开始导航',
        nav_arrive: '到达',
        nav_cancel: '取消导航',
        qr_scan: '扫码',
        car_service: '车主服务',
        feature_click: '使用功能',
      },
    },
  },
};
