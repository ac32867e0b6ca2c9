import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    role: {
      name: 'ロール',
      fields: {
        name: '名前',
        description: '説明',
        companyId: '会社',
        companyName: '会社',
        permissions: '権限',
        permissionCount: '権限数',
        memberCount: 'メンバー数',
        createdAt: '作成日時',
      },
    },
  },
  app: {
    navigation: {
      sections: { role: 'ロール管理' },
      pages: {
        'role-list': 'ロール一覧',
        'role-add': 'ロール追加',
        'role-edit': 'ロール編集',
        'role-user': 'ロールメンバー',
      },
    },
    users: {
      permissions: {
        groups: {
          building: '建物',
          'poi-road': 'POI と道路',
          beacon: 'ビーコン',
          qrcode: 'QR コード',
          push: 'プッシュ',
          source: 'ナビゲーションリンク',
          feedback: 'フィードバック',
          statistics: '統計分析',
        },
        select_all: 'すべて選択',
        selected: '%{count} / %{total}',
        loading: '権限を読み込み中…',
      },
      members: {
        title: 'ロールのメンバー',
        button: 'メンバー',
        intro: '%{company} でロール「%{role}」を持つ業務管理者と、その対象の建物。',
        admin: '管理者',
        building: '建物',
        all_buildings: 'すべての建物',
        add: 'メンバーを追加',
        remove: '削除',
        save: 'メンバーを保存',
        saved: 'メンバーを保存しました',
        empty: 'このロールを持つ人はまだいません',
        no_admins: 'この会社には業務管理者がいません。先に追加してください。',
        required: '管理者を選択してください',
        duplicate: 'この管理者はこの建物で既にこのロールを持っています',
        back: 'ロールを編集',
        no_role: {
          title: 'ロールを選択してください',
          text: 'このページはロールのメンバーを編集します。ロール一覧で対象のロールを探し、「メンバー」ボタンから開いてください。',
        },
        not_found: {
          title: 'ロールが見つかりません',
          text: 'ID %{id} のロールはありません。削除されたか、管理対象外の会社のロールです。',
        },
        to_list: 'ロール一覧に戻る',
      },
    },
  },
};
