import { definePart } from './types';

const en = {
  app: {
    draft_status: {
      changes: '%{smart_count} unpublished change in the draft |||| %{smart_count} unpublished changes in the draft',
      counts: ' (%{list})',
      none: 'Published: the draft has no unpublished changes',
      saves: 'The draft was saved %{smart_count} time since the last publication |||| The draft was saved %{smart_count} times since the last publication',
      never: 'Not published yet: apps cannot use this map until it is published',
      hint: 'Edits are saved to the draft; the building preview and the apps show the published version until the draft is published.',
      hint_ask:
        'Edits are saved to the draft; the building preview and the apps show the published version until the draft is published, which needs the “Edit building” permission.',
      view_draft: 'View the draft',
      publish: 'Publish…',
      version: 'Version shown',
      published: 'Published',
      draft: 'Draft',
    },
  },
};

/** Issue 10: the draft's unpublished changes, in the building view and the POI and road editors. */
export const draftStatusMessages = definePart({
  en,
  zh: {
    app: {
      draft_status: {
        changes: '草稿有 %{smart_count} 处未发布的修改',
        counts: '（%{list}）',
        none: '已发布：草稿没有未发布的修改',
        saves: '上次发布后，草稿已保存 %{smart_count} 次，尚未发布',
        never: '尚未发布：发布之前，应用无法使用此建筑的地图',
        hint: '编辑保存在草稿中；发布之前，建筑预览和应用显示的仍是已发布的版本。',
        hint_ask: '编辑保存在草稿中；发布之前，建筑预览和应用显示的仍是已发布的版本。发布需要“编辑建筑”权限。',
        view_draft: '查看草稿',
        publish: '发布…',
        version: '显示的版本',
        published: '已发布',
        draft: '草稿',
      },
    },
  },
  es: {
    app: {
      draft_status: {
        changes: '%{smart_count} cambio sin publicar en el borrador |||| %{smart_count} cambios sin publicar en el borrador',
        counts: ' (%{list})',
        none: 'Publicado: el borrador no tiene cambios sin publicar',
        saves:
          'El borrador se ha guardado %{smart_count} vez desde la última publicación |||| El borrador se ha guardado %{smart_count} veces desde la última publicación',
        never: 'Aún sin publicar: las aplicaciones no pueden usar este mapa hasta que se publique',
        hint: 'Los cambios se guardan en el borrador; la vista del edificio y las aplicaciones muestran la versión publicada hasta que se publique.',
        hint_ask:
          'Los cambios se guardan en el borrador; la vista del edificio y las aplicaciones muestran la versión publicada hasta que se publique, lo que requiere el permiso «Editar edificio».',
        view_draft: 'Ver el borrador',
        publish: 'Publicar…',
        version: 'Versión mostrada',
        published: 'Publicada',
        draft: 'Borrador',
      },
    },
  },
  ja: {
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
  },
});
