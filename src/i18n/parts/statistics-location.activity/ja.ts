import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  app: {
    activity: {
      intro: '今建物にいる人：直近数分間にイベントのあったアプリ利用者を、最新の測位点でフロアとエリアに数えます。自動で更新されます。',
      window: '「今」は直近',
      minutes: '%{smart_count} 分',
      now: '現在の利用者',
      unplaced: '位置不明',
      updated: '%{time} 更新',
      live: '%{seconds} 秒ごとに更新',
      empty: '直近 %{smart_count} 分間、ここでアプリを使った人はいません。',
      trend: '直近 1 時間（分単位）',
      chart_label: '直近 1 時間（分単位）：%{min}〜%{max} 人',
      users: '利用者数',
      levels: 'フロア別',
      regions: 'このフロアのエリア別',
      no_regions: 'このフロアにはエリアがありません。',
      held: '%{min} 人未満',
    },
  },
};
