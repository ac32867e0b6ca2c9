import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    admin: {
      name: '管理者',
      fields: {
        email: 'メールアドレス',
        name: '表示名',
        adminType: '種別',
        companyId: '会社',
        companyName: '会社',
        enabled: '有効',
        lastLoginAt: '最終ログイン',
        createdAt: '作成日時',
        password: '初期パスワード',
        newPassword: '新しいパスワード',
        sendSetPasswordMail: 'パスワード設定メールを送信',
      },
    },
  },
  app: {
    navigation: {
      sections: { admin: '管理者管理' },
      pages: {
        'admin-list': '管理者一覧',
        'admin-add': '管理者追加',
        'admin-edit': '管理者編集',
      },
    },
    users: {
      types: {
        PLATFORM_ADMINISTRATOR: 'プラットフォーム管理者',
        COMPANY_ADMINISTRATOR: '会社管理者',
        BUSINESS_ADMINISTRATOR: '業務管理者',
      },
      validation: {
        email: '正しいメールアドレスを入力してください',
        password_policy: '8 文字以上で、英字と数字を含めてください',
        password_or_mail: '初期パスワードを入力するか、パスワード設定メールを送信してください',
        company_required: '会社を選択してください',
      },
      password_hint: '8 文字以上、英字と数字を含む',
      mail_hint: '管理者にパスワード設定用のリンクが届きます',
      keep_password: '空欄のままなら現在のパスワードを維持します',
      self_hint: '自分の種別の変更や無効化はできません',
      never: '未ログイン',
      grants: {
        title: '付与されたロール',
        empty: 'ロールは付与されていません',
        all_types: 'プラットフォーム管理者と会社管理者は範囲内のすべての権限を持ちます',
        on: '建物：%{building}',
        all_buildings: 'すべての建物',
      },
      timeline: {
        title: '変更履歴',
        empty: '変更履歴はまだありません',
        by: '操作者：%{actor}',
        system: 'システム',
        empty_value: '（空）',
        fields: {
          roleName: 'ロール',
          buildingName: '建物',
          passwordSet: '初期パスワード設定済み',
          setPasswordMail: 'パスワード設定メール送信済み',
          passwordChanged: 'パスワード変更',
        },
        actions: {
          create: '作成',
          update: '更新',
          delete: '削除',
          grant: 'ロール付与',
          revoke: 'ロール取り消し',
        },
      },
    },
  },
};
