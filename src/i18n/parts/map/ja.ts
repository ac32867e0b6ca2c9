import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: {
    map: {
      name: '地図',
      fields: {
        name: '建物',
        company: '会社',
        companyId: '会社',
        q: '検索',
        levels: 'フロア',
        features: '要素',
        publishedVersions: 'バージョン数',
        lastPublished: '最終公開',
        updated: '下書き',
        size: 'サイズ',
      },
    },
  },
  app: {
    navigation: {
      sections: { map: '地図管理' },
      pages: { 'map-list': '地図一覧' },
    },
    mapList: {
      search: '建物名',
      unpublished_only: '未公開の変更があるもののみ',
      status: {
        published: '公開済み',
        unpublished: '未公開の保存 %{smart_count} 件',
        never: '未公開',
        empty: '地図なし',
      },
      version: 'v%{version}',
      by: '公開者：%{name}',
      changed: '%{time}に更新',
      open: '「%{name}」を建物プレビューで開く',
      export: 'IMDF をエクスポート（v%{version}）',
      export_draft: 'IMDF をエクスポート（下書き・未公開）',
      size_hint: '%{bytes} バイト：最新公開バージョンの要素の保存サイズ。ダウンロードされる地図ファイルはやや大きくなります',
      empty_title: '建物がまだありません',
      empty_body: '会社が建物を追加またはインポートすると、その地図がここに表示されます。',
      no_match: 'この条件に一致する地図はありません。',
      clear_filters: 'フィルターをクリア',
      error: '地図一覧を読み込めませんでした：%{message}',
      retry: '再試行',
    },
  },
};
