import { definePart } from './types';

/** Messages of the activity status (issue 15; keys under app.activity). */
const en = {
  app: {
    activity: {
      intro: 'Who is in the building now: app users with an event in the last minutes, placed by their latest location fix. Refreshes by itself.',
      window: 'Now means the last',
      minutes: 'minute |||| %{smart_count} minutes',
      now: 'Users now',
      unplaced: 'Not located',
      updated: 'Updated %{time}',
      live: 'Refresh every %{seconds} s',
      empty: 'No one used the app here in the last minute. |||| No one used the app here in the last %{smart_count} minutes.',
      trend: 'The last hour, minute by minute',
      chart_label: 'The last hour, minute by minute: %{min} to %{max} users',
      users: 'Users',
      levels: 'Per level',
      regions: 'Per region on this level',
      no_regions: 'This level has no regions.',
      held: 'Fewer than %{min}',
    },
  },
};

const zh: typeof en = {
  app: {
    activity: {
      intro: '现在谁在建筑内：最近几分钟内有事件的应用用户，按其最新定位点计入楼层和区域。页面自动刷新。',
      window: '“现在”指最近',
      minutes: '%{smart_count} 分钟',
      now: '当前用户',
      unplaced: '未定位',
      updated: '更新于 %{time}',
      live: '每 %{seconds} 秒刷新',
      empty: '最近 %{smart_count} 分钟内没有人在这里使用应用。',
      trend: '最近一小时（按分钟）',
      chart_label: '最近一小时（按分钟）：%{min} 至 %{max} 位用户',
      users: '用户数',
      levels: '各楼层',
      regions: '本楼层各区域',
      no_regions: '此楼层没有区域。',
      held: '少于 %{min} 人',
    },
  },
};

const es: typeof en = {
  app: {
    activity: {
      intro: 'Quién está ahora en el edificio: usuarios de la app con un evento en los últimos minutos, situados por su última posición. Se actualiza sola.',
      window: 'Ahora son los últimos',
      minutes: 'minuto |||| %{smart_count} minutos',
      now: 'Usuarios ahora',
      unplaced: 'Sin posición',
      updated: 'Actualizado %{time}',
      live: 'Actualizar cada %{seconds} s',
      empty: 'Nadie usó la app aquí en el último minuto. |||| Nadie usó la app aquí en los últimos %{smart_count} minutos.',
      trend: 'La última hora, minuto a minuto',
      chart_label: 'La última hora, minuto a minuto: de %{min} a %{max} usuarios',
      users: 'Usuarios',
      levels: 'Por planta',
      regions: 'Por región en esta planta',
      no_regions: 'Esta planta no tiene regiones.',
      held: 'Menos de %{min}',
    },
  },
};

const ja: typeof en = {
  app: {
    activity: {
      intro: '今建物にいる人：直近数分間にイベントのあったアプリ利用者を、最新の測位点でフロアとエリアに数えます。自動で更新されます。',
      window: '「今」は直近',
      minutes: '%{smart_count} 分',
      now: '現在の利用者',
      unplaced: '位置不明',
      updated: '%{time} 更新',
      live: '%{seconds} 秒ごとに更新',
      empty: '直近 %{smart_count} 分間、ここでアプリを使った人はいません。',
      trend: '直近 1 時間（分単位）',
      chart_label: '直近 1 時間（分単位）：%{min}〜%{max} 人',
      users: '利用者数',
      levels: 'フロア別',
      regions: 'このフロアのエリア別',
      no_regions: 'このフロアにはエリアがありません。',
      held: '%{min} 人未満',
    },
  },
};

export const activityMessages = definePart({ en, zh, es, ja });
