import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-heat-map': { name: 'ヒートマップ' } },
  app: {
    navigation: {
      sections: { 'statistics-heat-map': 'ヒートマップ' },
      pages: { 'heat-map': 'ヒートマップ' },
    },
    heat: {
      intro: '人がいた場所：アプリ利用者の測位点を約 5 m のグリッドに集計し、時間帯別または終日で表示します。日付未指定の場合は直近 7 日間です。',
      whole_day: '終日',
      hour: '時間帯',
      hour_value: '%{hour}:00–%{hour}:59',
      play: '時間帯を再生',
      pause: '一時停止',
      fixes: '測位点 %{n} 件',
      empty: 'この期間、このフロアに測位点はありません。',
      held_back: '利用者が %{min} 人未満の %{smart_count} マスは表示していません',
      by_hour: '時間帯別の測位点',
      chart_label: '時間帯別の測位点：%{hour}:00 が最多（%{n} 件）',
      regions: 'エリア別の滞在時間',
      regions_none: 'このフロアにはエリアがありません。地図にセクションを描くとエリア別の滞在時間が表示されます。',
      region: 'エリア',
      users: '利用者数',
      dwell: '滞在時間',
      per_user: '1 人あたり',
      region_held: '%{min} 人未満',
      low: '少',
      high: '多',
    },
  },
};
