import type { MessageTree } from '../../types';
import type { en } from './en';

/** アプリグループ画面のメッセージ（issue 16）。 */
export const ja: MessageTree<typeof en> = {
  resources: {
    'app-group': {
      name: 'アプリグループ',
      fields: {
        id: 'ID',
        name: '名称',
        description: '説明',
        apps: 'アプリ',
        appIds: 'アプリ',
        appCount: 'アプリ数',
        updatedAt: '更新日時',
        createdAt: '作成日時',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'app-group': 'アプリグループ' },
      pages: {
        'app-group-list': 'アプリグループ',
        'app-group-add': 'アプリグループ追加',
        'app-group-edit': 'アプリグループ編集',
      },
    },
    appGroups: {
      filter: 'アプリグループ',
      nameHelp: '%{max} 文字以内。大文字小文字を区別せず重複不可',
      appsHelp: 'どの会社のアプリも選べます。1 つのアプリを複数のグループに入れられます',
      noApps: '一致するアプリがありません',
      more: 'ほか %{smart_count} 件',
      emptyTitle: 'アプリグループはまだありません',
      emptyBody: '測位アプリをグループにまとめる（例：同じブランドのモール）と、アプリ一覧と地図一覧をグループで絞り込めます。',
      deleteTitle: 'アプリグループ「%{name}」を削除しますか？',
      deleteContent: 'グループ内の %{smart_count} 件のアプリはそのまま残り、グループだけが削除されます。',
    },
  },
};
