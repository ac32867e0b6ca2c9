import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  app: {
    draft_status: {
      changes: '下書きに未公開の変更が %{smart_count} 件あります',
      counts: '（%{list}）',
      none: '公開済み：下書きに未公開の変更はありません',
      saves: '前回の公開以降、下書きは %{smart_count} 回保存されています（未公開）',
      never: '未公開：公開するまでアプリはこの地図を利用できません',
      hint: '編集は下書きに保存されます。公開するまで、建物プレビューとアプリには公開バージョンが表示されます。',
      hint_ask: '編集は下書きに保存されます。公開するまで、建物プレビューとアプリには公開バージョンが表示されます。公開には「建物の編集」権限が必要です。',
      view_draft: '下書きを表示',
      publish: '公開…',
      version: '表示するバージョン',
      published: '公開バージョン',
      draft: '下書き',
    },
  },
};
