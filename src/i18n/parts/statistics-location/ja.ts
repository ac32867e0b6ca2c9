import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    'statistics-location': {
      name: '測位分析',
      fields: {
        from: '開始日（から）',
        to: '開始日（まで）',
        levelId: 'フロア',
        userId: 'ユーザー',
        platform: 'プラットフォーム',
        startedAt: '開始',
        durationSec: '時間',
        distance: '距離',
        levels: 'フロア',
        events: 'イベント',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'statistics-location': '測位分析' },
      pages: {
        'track-list': 'ユーザー軌跡',
        tracking: '軌跡再生',
        'activity-status': 'アクティブ状況',
        'location-quality': '測位品質',
      },
    },
    tracks: {
      intro: '各行はこの建物でのアプリの1セッションです。ユーザーは仮名IDで、軌跡の閲覧は監査ログに記録されます。日付が空欄なら直近 7 日間です。',
      empty: 'この期間に始まった軌跡はありません。',
      more: '該当する軌跡が %{n} 件を超えています。期間を短くするか、フロアやユーザーで絞り込んでください。',
      no_session: '軌跡が選ばれていません。軌跡一覧から開いてください。',
      to_list: '軌跡一覧',
      play: '再生',
      pause: '一時停止',
      speed: '速度',
      time: '再生時刻',
      position: '測位 %{n} / %{total}',
      events: 'セッションのイベント',
      no_events: 'このセッションには他のイベントがありません。',
      no_fixes: 'このセッションには測位がないため、経路を描けません。',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: 'アプリ起動',
        app_close: 'アプリ終了',
        location: '測位',
        search: '検索',
        poi_view: 'POI 閲覧',
        nav_start: 'ナビ開始',
        nav_arrive: '到着',
        nav_cancel: 'ナビ中止',
        qr_scan: 'QR コード読み取り',
        car_service: '駐車場サービス',
        feature_click: '機能の利用',
      },
    },
  },
};
