import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  app: {
    navigation: {
      top: 'エリア',
      sidebar: 'このエリアのページ',
      breadcrumbs: 'パンくずリスト',
      back: '戻る',
      home: 'ホーム',
      current_building: '現在のアプリ',
      no_building: '未選択',
      switch_building: '切替',
      areas: {
        application: 'アプリ管理',
        location: '屋内測位',
        statistics: 'データ分析',
        user: 'ユーザーと権限',
        platform: 'プラットフォーム管理',
        help: 'ヘルプとドキュメント',
      },
      gate: {
        title: 'お知らせ',
        text: '先にアプリを選択してください',
        confirm: 'OK',
        cancel: 'キャンセル',
        needed: 'このページはアプリを選択してから利用できます。',
      },
      forbidden: {
        title: 'このページへのアクセス権がありません',
        text: '選択中の建物では、このページの権限がありません。',
      },
      not_found: {
        title: 'ページが見つかりません',
        text: 'アドレスが間違っているか、ページが移動した可能性があります。',
      },
    },
  },
};
