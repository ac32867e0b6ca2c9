import type { MessageTree } from '../../types';
import { FULLSCREEN_UNSUPPORTED, type en } from './en';

export const ja: MessageTree<typeof en> = {
  app: {
    layout: {
      skip_to_main: 'メインコンテンツへスキップ',
      areas_menu: 'メニュー',
      header: { fullscreen: '全画面表示', exit_fullscreen: '全画面表示を終了', fullscreen_unsupported: FULLSCREEN_UNSUPPORTED, language: '言語' },
      tags: { refresh: '更新', close: '閉じる', close_others: 'その他を閉じる', close_all: 'すべて閉じる', strip: '表示したページ' },
      settings: {
        title: 'レイアウト設定',
        open: '設定を開く',
        close: '設定を閉じる',
        theme: 'テーマカラー',
        custom_color: 'カスタムカラー',
        theme_note: '仕様の既定色は %{spec} です。文字と選択中の項目は読みやすさ（4.5:1）のため、選んだ色のより濃い %{shade} を使います。',
        tags_view: 'タグビューを表示',
        fixed_header: 'ヘッダーを固定',
        sidebar_logo: 'サイドバーのロゴ',
      },
      error: {
        log_title: 'エラーログ',
        message: 'メッセージ',
        url: 'ページ',
        time: '時刻',
        clear: 'クリア',
        close: '閉じる',
        page_title: 'このページを表示できませんでした',
        retry: '再試行',
      },
    },
  },
};
