import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    user: {
      name: 'ユーザー',
      fields: {
        userId: 'ユーザー ID',
        apps: 'アプリ',
        platforms: 'プラットフォーム',
        firstSeen: '初回',
        lastSeen: '最終',
        sessions: 'セッション',
        device: '最新の端末',
        q: 'ユーザー ID',
        appId: 'アプリ',
        platform: 'プラットフォーム',
      },
    },
  },
  app: {
    navigation: {
      sections: { user: 'ユーザー管理' },
      pages: { 'user-list': 'ユーザー一覧' },
    },
    appUsers: {
      search: 'ユーザー ID の先頭…',
      app: 'アプリ',
      platform: 'プラットフォーム',
      platforms: { wechat: 'WeChat', alipay: 'Alipay', ios: 'iOS', android: 'Android' },
      emptyTitle: 'アプリユーザーはまだいません',
      emptyBody: 'アプリが位置アプリのキーでイベントを送ると、ユーザーがここに表示されます。',
      noMatch: '条件に一致するユーザーはいません。',
      clearFilters: '条件をクリア',
      loadFailed: 'ユーザーを読み込めませんでした：%{message}',
      retry: '再試行',
      activity: 'ユーザーのアクティビティ',
      back: 'アプリユーザー',
      notFound: 'このユーザーは存在しません（未確認または削除済み）。',
      events: 'イベント',
      perDay: '日別イベント数（過去 30 日）',
      recentSessions: '最近のセッション',
      noSessions: '保存されているセッションはありません（保存期間を過ぎた生イベントは削除済み）。',
      session: { building: '建物', started: '開始', duration: '時間', events: 'イベント', fixes: '測位' },
      erase: 'ユーザーデータを削除',
      eraseTitle: 'ユーザー %{userId} のすべてのデータを削除しますか？',
      eraseWhat:
        '%{events} 件の生イベント、セッション、軌跡、ヒートマップ上の記録、初回・最終の記録を削除し、活動日のすべての統計（ユーザー数、新規ユーザー、イベント、クリック、ヒートマップ、測位品質）からその分を差し引きます。集計されなかったのと同じ状態になります。',
      eraseFinal: '元に戻せません。削除はあなたの名前と理由とともに監査ログに記録されます。',
      reason: '理由',
      reasonHelp: '受け付けた依頼とその日付など。監査ログに保存されます',
      reasonRequired: '削除の理由を入力してください',
      eraseConfirm: '削除',
      erased: 'ユーザー %{userId} を削除しました（%{events} 件のイベント）',
    },
  },
};
