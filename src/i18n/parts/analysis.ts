import { definePart } from './types';

/** Messages of the POI analysis and the ranges of issue 15's pages (keys under app.range and app.poi_analysis). */
const en = {
  app: {
    range: { from: 'From', to: 'To' },
    poi_analysis: {
      intro: 'What people looked for: POIs viewed and navigated to, and what they searched. Without dates, the last 7 days.',
      views: 'POI views',
      navStarts: 'Navigations started',
      arrivals: 'Arrivals',
      conversion: 'Start to arrival',
      searches: 'Searches',
      searchesEmpty: 'Searches that found nothing',
      top: 'Most viewed POIs',
      pois: 'POIs',
      types: 'POI types',
      queries: 'Most searched',
      empty_queries: 'Searched, found nothing',
      poi: 'POI',
      type: 'Type',
      untyped: 'No type',
      users: 'Users',
      query: 'Search text',
      none: 'None in this range.',
      held_back: 'Fewer than %{min} distinct users, left out: %{pois} POIs, %{types} types, %{queries} search texts.',
      export: 'Export CSV',
    },
  },
};

const zh: typeof en = {
  app: {
    range: { from: '开始日期', to: '结束日期' },
    poi_analysis: {
      intro: '人们在找什么：被查看和被导航前往的 POI，以及搜索的内容。未选日期时为最近 7 天。',
      views: 'POI 查看',
      navStarts: '发起导航',
      arrivals: '到达',
      conversion: '导航到达率',
      searches: '搜索次数',
      searchesEmpty: '无结果搜索',
      top: '查看最多的 POI',
      pois: 'POI',
      types: 'POI 类型',
      queries: '热门搜索',
      empty_queries: '无结果的搜索',
      poi: 'POI',
      type: '类型',
      untyped: '无类型',
      users: '用户数',
      query: '搜索内容',
      none: '该时间范围内没有数据。',
      held_back: '独立用户少于 %{min} 人的未显示：%{pois} 个 POI、%{types} 个类型、%{queries} 个搜索内容。',
      export: '导出 CSV',
    },
  },
};

const es: typeof en = {
  app: {
    range: { from: 'Desde', to: 'Hasta' },
    poi_analysis: {
      intro: 'Lo que buscaba la gente: POI vistos y a los que navegó, y lo que buscó. Sin fechas, los últimos 7 días.',
      views: 'Vistas de POI',
      navStarts: 'Navegaciones iniciadas',
      arrivals: 'Llegadas',
      conversion: 'Inicio a llegada',
      searches: 'Búsquedas',
      searchesEmpty: 'Búsquedas sin resultado',
      top: 'POI más vistos',
      pois: 'POI',
      types: 'Tipos de POI',
      queries: 'Más buscado',
      empty_queries: 'Buscado sin resultado',
      poi: 'POI',
      type: 'Tipo',
      untyped: 'Sin tipo',
      users: 'Usuarios',
      query: 'Texto buscado',
      none: 'Nada en este periodo.',
      held_back: 'Con menos de %{min} usuarios distintos, omitidos: %{pois} POI, %{types} tipos, %{queries} textos.',
      export: 'Exportar CSV',
    },
  },
};

const ja: typeof en = {
  app: {
    range: { from: '開始日', to: '終了日' },
    poi_analysis: {
      intro: '人々が探したもの：閲覧・ナビ先になった POI と検索内容。日付未指定の場合は直近 7 日間です。',
      views: 'POI 閲覧',
      navStarts: 'ナビ開始',
      arrivals: '到着',
      conversion: 'ナビ到着率',
      searches: '検索回数',
      searchesEmpty: '結果なしの検索',
      top: '閲覧数の多い POI',
      pois: 'POI',
      types: 'POI 種別',
      queries: 'よく検索された語',
      empty_queries: '結果なしの検索語',
      poi: 'POI',
      type: '種別',
      untyped: '種別なし',
      users: '利用者数',
      query: '検索語',
      none: 'この期間のデータはありません。',
      held_back: '利用者が %{min} 人未満のため非表示：POI %{pois} 件、種別 %{types} 件、検索語 %{queries} 件。',
      export: 'CSV を出力',
    },
  },
};

export const analysisMessages = definePart({ en, zh, es, ja });
