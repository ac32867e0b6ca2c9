import type { MessageTree } from '../../types';
import type { en } from './en';

/** プラットフォームファイル（issue 13）。 */
export const ja: MessageTree<typeof en> = {
  app: {
    files: {
      upload: 'アップロード',
      replace: '変更',
      remove: '削除',
      uploading: 'アップロード中…',
      preview: 'プレビュー',
      none: 'なし',
      hint: '%{types}、%{size} まで',
      poi_type_icon: '独自アイコン（任意）',
      poi_type_icon_hint: '上のアイコンの代わりに表示されます。%{types}、%{size} まで',
    },
  },
};
