import { definePart } from './types';

/** Messages of the location quality page 定位功能 (issue 15; keys under app.quality). */
const en = {
  app: {
    quality: {
      intro:
        'How well the app users were located: the estimated error of their location fixes per level, and where the fixes were poor on the map beside the beacons’ coverage estimate. Without dates, the last 7 days.',
      fixes: '%{n} location fixes on this level',
      empty: 'No location fixes with an estimated error on this level in this range.',
      level_held: 'Fewer than %{min} distinct users had a fix on this level: its figures are held back.',
      held_back:
        'One spot with fewer than %{min} distinct users is left out of the map |||| %{smart_count} spots with fewer than %{min} distinct users are left out of the map',
      levels: 'Location quality per level',
      level: 'Level',
      fixes_column: 'Fixes',
      users: 'Users',
      poor: 'Poor (> %{metres})',
      p50: 'Median error',
      p90: 'P90',
      p95: 'P95',
      users_held: 'Fewer than %{min} users',
      histogram: 'Estimated error, metres',
      histogram_hint: 'Orange bars: poor fixes, with an error above %{metres}.',
      chart_label: 'Estimated error of %{n} fixes: half within %{p50}, 90% within %{p90}; %{share} poor',
      bar: '%{n} fixes',
      p50_figure: 'P50 · half within',
      p90_figure: 'P90 · 90% within',
      p95_figure: 'P95 · 95% within',
      legend: 'Mean error of a spot’s fixes',
      legend_size: 'Dot size: fixes',
      beacons_error: 'The beacons could not be read (%{message}); the coverage estimate needs them.',
    },
  },
};

const zh: typeof en = {
  app: {
    quality: {
      intro: '应用用户的定位效果：各楼层定位点的估计误差，以及地图上误差较大的位置与信标覆盖估算的对照。未选日期时为最近 7 天。',
      fixes: '此楼层 %{n} 个定位点',
      empty: '该时间范围内此楼层没有带误差估计的定位点。',
      level_held: '此楼层有定位点的独立用户少于 %{min} 人，其数据未显示。',
      held_back: '%{smart_count} 个网格的独立用户少于 %{min} 人，未在地图上显示',
      levels: '各楼层定位质量',
      level: '楼层',
      fixes_column: '定位点',
      users: '用户数',
      poor: '较差（> %{metres}）',
      p50: '误差中位数',
      p90: 'P90',
      p95: 'P95',
      users_held: '少于 %{min} 人',
      histogram: '估计误差分布（米）',
      histogram_hint: '橙色柱为误差超过 %{metres} 的较差定位点。',
      chart_label: '%{n} 个定位点的估计误差：一半在 %{p50} 以内，90% 在 %{p90} 以内；%{share} 较差',
      bar: '%{n} 个定位点',
      p50_figure: 'P50 · 一半不超过',
      p90_figure: 'P90 · 90% 不超过',
      p95_figure: 'P95 · 95% 不超过',
      legend: '网格内定位点的平均误差',
      legend_size: '圆点大小：定位点数',
      beacons_error: '无法读取信标（%{message}），覆盖估算需要信标。',
    },
  },
};

const es: typeof en = {
  app: {
    quality: {
      intro:
        'Cómo se localizó a los usuarios de la app: el error estimado de sus posiciones por planta, y dónde fueron malas en el mapa junto a la cobertura estimada de las balizas. Sin fechas, los últimos 7 días.',
      fixes: '%{n} posiciones en esta planta',
      empty: 'No hay posiciones con error estimado en esta planta en este periodo.',
      level_held: 'Menos de %{min} usuarios distintos tuvieron una posición en esta planta: sus cifras se omiten.',
      held_back:
        'Se omite del mapa una celda con menos de %{min} usuarios distintos |||| Se omiten del mapa %{smart_count} celdas con menos de %{min} usuarios distintos',
      levels: 'Calidad por planta',
      level: 'Planta',
      fixes_column: 'Posiciones',
      users: 'Usuarios',
      poor: 'Malas (> %{metres})',
      p50: 'Error mediano',
      p90: 'P90',
      p95: 'P95',
      users_held: 'Menos de %{min} usuarios',
      histogram: 'Error estimado, metros',
      histogram_hint: 'Barras naranjas: posiciones malas, con un error de más de %{metres}.',
      chart_label: 'Error estimado de %{n} posiciones: la mitad dentro de %{p50}, el 90% dentro de %{p90}; %{share} malas',
      bar: '%{n} posiciones',
      p50_figure: 'P50 · la mitad dentro de',
      p90_figure: 'P90 · el 90% dentro de',
      p95_figure: 'P95 · el 95% dentro de',
      legend: 'Error medio de las posiciones de una celda',
      legend_size: 'Tamaño: posiciones',
      beacons_error: 'No se pudieron leer las balizas (%{message}); la cobertura estimada las necesita.',
    },
  },
};

const ja: typeof en = {
  app: {
    quality: {
      intro:
        'アプリ利用者の測位の品質：フロア別の測位点の推定誤差と、誤差の大きい場所をビーコンのカバー範囲の推定と並べて地図に表示します。日付未指定の場合は直近 7 日間です。',
      fixes: 'このフロアの測位点 %{n} 件',
      empty: 'この期間、このフロアに推定誤差付きの測位点はありません。',
      level_held: 'このフロアで測位された利用者が %{min} 人未満のため、数値は表示していません。',
      held_back: '利用者が %{min} 人未満の %{smart_count} マスは地図に表示していません',
      levels: 'フロア別の測位品質',
      level: 'フロア',
      fixes_column: '測位点',
      users: '利用者数',
      poor: '不良（> %{metres}）',
      p50: '誤差の中央値',
      p90: 'P90',
      p95: 'P95',
      users_held: '%{min} 人未満',
      histogram: '推定誤差の分布（m）',
      histogram_hint: 'オレンジの棒は誤差が %{metres} を超える不良な測位点です。',
      chart_label: '測位点 %{n} 件の推定誤差：半数が %{p50} 以内、90% が %{p90} 以内；不良 %{share}',
      bar: '測位点 %{n} 件',
      p50_figure: 'P50 · 半数がこれ以内',
      p90_figure: 'P90 · 90% がこれ以内',
      p95_figure: 'P95 · 95% がこれ以内',
      legend: 'マス内の測位点の平均誤差',
      legend_size: '点の大きさ：測位点数',
      beacons_error: 'ビーコンを読み込めませんでした（%{message}）。カバー範囲の推定にはビーコンが必要です。',
    },
  },
};

export const qualityMessages = definePart({ en, zh, es, ja });
