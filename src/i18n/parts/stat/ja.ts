import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { stat: { name: 'クリック統計' } },
  app: {
    navigation: {
      sections: { stat: 'クリック統計' },
      pages: { 'stat-list': 'クリック統計' },
    },
    stat: {
      app: 'アプリ',
      all_apps: 'すべてのアプリ',
      group: 'アプリグループ',
      all_groups: 'すべてのグループ',
      app_option: '%{name}（%{code}）',
      feature: '機能',
      clicks: 'クリック数',
      previous_clicks: 'クリック数（前の期間）',
      other: 'その他の機能',
      ranked: '機能別クリック数',
      trend: 'クリック数の推移（上位の機能）',
      apps: 'アプリ別クリック数',
      company: '会社',
      app_code: 'アプリコード',
      more_features: 'クリックの少ない機能がさらに %{smart_count} 件あります（一覧には表示されません）。',
      hint: '各アプリの feature_click イベントから集計。各建物のクリックはその建物の現地日付で数えます。',
    },
    statistics: {
      metrics: { featureClicks: '機能クリック', clickedFeatures: 'クリックされた機能', clickingApps: 'クリックのあるアプリ' },
    },
  },
};
