import type { en } from './en';
import type { MessageTree } from './types';

export const ja: MessageTree<typeof en> = {
  app: {
    title: '屋内測位管理コンソール',
    login: {
      title: 'ログイン',
      subtitle: '屋内測位・ナビゲーションプラットフォーム',
      email: 'メールアドレス',
      password: 'パスワード',
      submit: 'ログイン',
      invalid_email: '正しいメールアドレスを入力してください',
      password_too_short: 'パスワードは4文字以上で入力してください',
      failed: 'ログインに失敗しました',
      forgot: 'パスワードをお忘れですか？',
      show_password: 'パスワードを表示',
      hide_password: 'パスワードを隠す',
    },
    header: {
      account: '個人センター',
      about: 'このサービスについて',
      logout: 'ログアウト',
      messages: 'メッセージセンター',
      toggle_sidebar: 'サイドバーの切り替え',
    },
    session: {
      title: 'ログアウトの確認',
      text: 'ログインの有効期限が切れました。ログアウトするか、再度ログインしてください。',
      relogin: '再ログイン',
      cancel: 'キャンセル',
    },
    http: {
      timeout: 'リクエストがタイムアウトしました（%{timeout} ms）',
    },
    application: {
      title: 'アプリケーション',
      subtitle: '管理する建物を選択してください',
      choose: 'アプリケーションを選択',
      choose_first: '先にアプリケーションを選択してください',
      open: '開く',
      current: '選択中',
      empty: '利用できる建物はまだありません。',
      levels: '%{smart_count} フロア',
    },
    building: {
      levels: 'フロア（%{smart_count}）',
      level_name: 'フロア',
      level_ordinal: '順序',
    },
    menu: {
      application: 'アプリケーション',
    },
  },
  resources: {
    building: {
      name: '建物',
      fields: { id: 'ID', name: '名称', address: '住所', appName: 'アプリ', companyName: '会社', levels: 'フロア' },
    },
    'location-app': {
      name: 'アプリ',
      fields: { id: 'ID', name: '名称', appCode: 'アプリコード', companyName: '会社' },
    },
  },
};

/** Keys @bicstone/ra-language-japanese lacks. */
export const jaRaMissing = {
  ra: {
    validation: { unique: '一意である必要があります' },
    guesser: { empty: { title: '表示するデータがありません', message: 'データプロバイダーを確認してください' } },
  },
};
