import { definePart } from './types';

/** Messages of the heat map (issue 15; keys under app.heat). */
const en = {
  app: {
    heat: {
      intro: 'Where people were: location fixes of the app users on a grid of about 5 m, per hour of the day or the whole day. Without dates, the last 7 days.',
      whole_day: 'Whole day',
      hour: 'Hour of the day',
      hour_value: '%{hour}:00–%{hour}:59',
      play: 'Play through the day',
      pause: 'Pause',
      fixes: '%{n} location fixes',
      empty: 'No location fixes on this level in this range.',
      held_back: 'One spot with fewer than %{min} distinct users is left out |||| %{smart_count} spots with fewer than %{min} distinct users are left out',
      by_hour: 'Fixes by hour of the day',
      chart_label: 'Fixes by hour of the day: the most at %{hour}:00 (%{n})',
      regions: 'Time spent per region',
      regions_none: 'This level has no regions. Draw them as sections of the map to see time spent per region.',
      region: 'Region',
      users: 'Users',
      dwell: 'Time spent',
      per_user: 'Per user',
      region_held: 'Fewer than %{min} users',
      low: 'Fewer',
      high: 'More',
    },
  },
};

const zh: typeof en = {
  app: {
    heat: {
      intro: '人们去了哪里：应用用户的定位点按约 5 米的网格汇总，可按一天中的小时或全天查看。未选日期时为最近 7 天。',
      whole_day: '全天',
      hour: '时段',
      hour_value: '%{hour}:00–%{hour}:59',
      play: '按小时播放',
      pause: '暂停',
      fixes: '%{n} 个定位点',
      empty: '该时间范围内此楼层没有定位点。',
      held_back: '%{smart_count} 个网格的独立用户少于 %{min} 人，未显示',
      by_hour: '各时段定位点',
      chart_label: '各时段定位点：%{hour}:00 最多（%{n} 个）',
      regions: '各区域停留时长',
      regions_none: '此楼层没有区域。在地图上绘制分区后，即可查看各区域的停留时长。',
      region: '区域',
      users: '用户数',
      dwell: '停留时长',
      per_user: '人均',
      region_held: '少于 %{min} 人',
      low: '少',
      high: '多',
    },
  },
};

const es: typeof en = {
  app: {
    heat: {
      intro:
        'Dónde estuvo la gente: posiciones de los usuarios de la app en una cuadrícula de unos 5 m, por hora del día o el día entero. Sin fechas, los últimos 7 días.',
      whole_day: 'Día entero',
      hour: 'Hora del día',
      hour_value: '%{hour}:00–%{hour}:59',
      play: 'Reproducir el día',
      pause: 'Pausa',
      fixes: '%{n} posiciones',
      empty: 'No hay posiciones en esta planta en este periodo.',
      held_back: 'Se omite una celda con menos de %{min} usuarios distintos |||| Se omiten %{smart_count} celdas con menos de %{min} usuarios distintos',
      by_hour: 'Posiciones por hora del día',
      chart_label: 'Posiciones por hora del día: el máximo a las %{hour}:00 (%{n})',
      regions: 'Tiempo por región',
      regions_none: 'Esta planta no tiene regiones. Dibújelas como secciones del mapa para ver el tiempo por región.',
      region: 'Región',
      users: 'Usuarios',
      dwell: 'Tiempo',
      per_user: 'Por usuario',
      region_held: 'Menos de %{min} usuarios',
      low: 'Menos',
      high: 'Más',
    },
  },
};

const ja: typeof en = {
  app: {
    heat: {
      intro: '人がいた場所：アプリ利用者の測位点を約 5 m のグリッドに集計し、時間帯別または終日で表示します。日付未指定の場合は直近 7 日間です。',
      whole_day: '終日',
      hour: '時間帯',
      hour_value: '%{hour}:00–%{hour}:59',
      play: '時間帯を再生',
      pause: '一時停止',
      fixes: '測位点 %{n} 件',
      empty: 'この期間、このフロアに測位点はありません。',
      held_back: '利用者が %{min} 人未満の %{smart_count} マスは表示していません',
      by_hour: '時間帯別の測位点',
      chart_label: '時間帯別の測位点：%{hour}:00 が最多（%{n} 件）',
      regions: 'エリア別の滞在時間',
      regions_none: 'このフロアにはエリアがありません。地図にセクションを描くとエリア別の滞在時間が表示されます。',
      region: 'エリア',
      users: '利用者数',
      dwell: '滞在時間',
      per_user: '1 人あたり',
      region_held: '%{min} 人未満',
      low: '少',
      high: '多',
    },
  },
};

export const heatMessages = definePart({ en, zh, es, ja });
