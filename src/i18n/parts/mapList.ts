import { definePart } from './types';

/** Messages of the platform's map list 地图列表 (issue 16; keys under resources.map.fields and app.mapList). */
const en = {
  resources: {
    map: {
      fields: {
        name: 'Building',
        company: 'Company',
        companyId: 'Company',
        q: 'Search',
        levels: 'Floors',
        features: 'Features',
        publishedVersions: 'Versions',
        lastPublished: 'Last published',
        updated: 'Draft',
        size: 'Size',
      },
    },
  },
  app: {
    mapList: {
      search: 'Building name',
      unpublished_only: 'Unpublished changes only',
      status: {
        published: 'Published',
        unpublished: '1 unpublished save |||| %{smart_count} unpublished saves',
        never: 'Never published',
        empty: 'No map yet',
      },
      version: 'v%{version}',
      by: 'by %{name}',
      changed: 'changed %{time}',
      open: 'Open “%{name}” in the building view',
      export: 'Export IMDF (v%{version})',
      export_draft: 'Export IMDF (draft, never published)',
      size_hint: '%{bytes} bytes: the newest published version’s features as stored; the downloadable map file is somewhat larger',
      empty_title: 'No buildings yet',
      empty_body: 'A building’s map appears here once a company adds or imports the building.',
      no_match: 'No map matches these filters.',
      clear_filters: 'Clear filters',
      error: 'The map list could not be loaded: %{message}',
      retry: 'Try again',
    },
  },
};

const zh: typeof en = {
  resources: {
    map: {
      fields: {
        name: '建筑',
        company: '公司',
        companyId: '公司',
        q: '搜索',
        levels: '楼层',
        features: '要素',
        publishedVersions: '版本数',
        lastPublished: '最近发布',
        updated: '草稿',
        size: '大小',
      },
    },
  },
  app: {
    mapList: {
      search: '建筑名称',
      unpublished_only: '仅看有未发布修改的',
      status: {
        published: '已发布',
        unpublished: '%{smart_count} 次保存未发布',
        never: '从未发布',
        empty: '暂无地图',
      },
      version: 'v%{version}',
      by: '发布人：%{name}',
      changed: '%{time}修改',
      open: '在建筑预览中打开“%{name}”',
      export: '导出 IMDF（v%{version}）',
      export_draft: '导出 IMDF（草稿，从未发布）',
      size_hint: '%{bytes} 字节：最新发布版本的要素在数据库中的大小；可下载的地图文件略大',
      empty_title: '还没有建筑',
      empty_body: '公司新增或导入建筑后，其地图会显示在这里。',
      no_match: '没有符合筛选条件的地图。',
      clear_filters: '清除筛选',
      error: '地图列表加载失败：%{message}',
      retry: '重试',
    },
  },
};

const es: typeof en = {
  resources: {
    map: {
      fields: {
        name: 'Edificio',
        company: 'Empresa',
        companyId: 'Empresa',
        q: 'Buscar',
        levels: 'Plantas',
        features: 'Elementos',
        publishedVersions: 'Versiones',
        lastPublished: 'Última publicación',
        updated: 'Borrador',
        size: 'Tamaño',
      },
    },
  },
  app: {
    mapList: {
      search: 'Nombre del edificio',
      unpublished_only: 'Solo con cambios sin publicar',
      status: {
        published: 'Publicado',
        unpublished: '1 guardado sin publicar |||| %{smart_count} guardados sin publicar',
        never: 'Nunca publicado',
        empty: 'Sin mapa',
      },
      version: 'v%{version}',
      by: 'por %{name}',
      changed: 'modificado %{time}',
      open: 'Abrir «%{name}» en la vista del edificio',
      export: 'Exportar IMDF (v%{version})',
      export_draft: 'Exportar IMDF (borrador, nunca publicado)',
      size_hint: '%{bytes} bytes: los elementos de la última versión publicada tal como se guardan; el archivo descargable es algo mayor',
      empty_title: 'Aún no hay edificios',
      empty_body: 'El mapa de un edificio aparece aquí cuando una empresa lo añade o lo importa.',
      no_match: 'Ningún mapa coincide con estos filtros.',
      clear_filters: 'Quitar filtros',
      error: 'No se pudo cargar la lista de mapas: %{message}',
      retry: 'Reintentar',
    },
  },
};

const ja: typeof en = {
  resources: {
    map: {
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

export const mapListMessages = definePart({ en, zh, es, ja });
