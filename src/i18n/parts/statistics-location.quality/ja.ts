import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  app: {
    quality: {
      intro:
        'アプリ利用者の測位の品質：フロア別の測位点の推定誤差と、誤差の大きい場所をビーコンのカバー範囲の推定と並べて地図に表示します。日付未指定の場合は直近 7 日間です。',
      fixes: 'このフロアの測位点 %{n} 件',
      empty: 'この期間、このフロアに推定誤差付きの測位点はありません。',
      level_held: 'このフロアで測位された利用者が %{min} 人未満のため、数値は表示していません。',
      held_back: '利用者が %{min} 人未満の %{smart_count} マスは地図に表示していません',
      levels: 'フロア別の測位品質',
      level: 'フロア',
      fixes_column: '測位点',
      users: '利用者数',
      poor: '不良（> %{metres}）',
      p50: '誤差の中央値',
      p90: 'P90',
      p95: 'P95',
      users_held: '%{min} 人未満',
      histogram: '推定誤差の分布（m）',
      histogram_hint: 'オレンジの棒は誤差が %{metres} を超える不良な測位点です。',
      chart_label: '測位点 %{n} 件の推定誤差：半数が %{p50} 以内、90% が %{p90} 以内；不良 %{share}',
      bar: '測位点 %{n} 件',
      p50_figure: 'P50 · 半数がこれ以内',
      p90_figure: 'P90 · 90% がこれ以内',
      p95_figure: 'P95 · 95% がこれ以内',
      legend: 'マス内の測位点の平均誤差',
      legend_size: '点の大きさ：測位点数',
      beacons_error: 'ビーコンを読み込めませんでした（%{message}）。カバー範囲の推定にはビーコンが必要です。',
    },
  },
};
