import { definePart } from './types';

/** Messages of the track list and the playback (issue 15; keys under resources.statistics-location and app.tracks). */
const en = {
  resources: {
    'statistics-location': {
      fields: {
        from: 'Started from',
        to: 'Started until',
        levelId: 'Level',
        userId: 'User',
        platform: 'Platform',
        startedAt: 'Started',
        durationSec: 'Duration',
        distance: 'Distance',
        levels: 'Levels',
        events: 'Events',
      },
    },
  },
  app: {
    tracks: {
      intro:
        'Each row is one app session in this building. Users are pseudonymous ids; opening a track is recorded in the audit log. Without dates, the last 7 days.',
      empty: 'No track started in this range.',
      more: 'More than %{n} tracks match: narrow the range or filter by level or user.',
      no_session: 'No track chosen. Open one from the track list.',
      to_list: 'Track list',
      play: 'Play',
      pause: 'Pause',
      speed: 'Speed',
      time: 'Playback time',
      position: 'Fix %{n} of %{total}',
      events: 'Events of the session',
      no_events: 'No other events in this session.',
      no_fixes: 'This session has no location fixes: there is no path to draw.',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: 'App opened',
        app_close: 'App closed',
        location: 'Location fix',
        search: 'Search',
        poi_view: 'POI viewed',
        nav_start: 'Navigation started',
        nav_arrive: 'Arrived',
        nav_cancel: 'Navigation cancelled',
        qr_scan: 'QR code scanned',
        car_service: 'Car-park service',
        feature_click: 'Feature used',
      },
    },
  },
};

const zh: typeof en = {
  resources: {
    'statistics-location': {
      fields: {
        from: '开始日期',
        to: '结束日期',
        levelId: '楼层',
        userId: '用户',
        platform: '平台',
        startedAt: '开始时间',
        durationSec: '时长',
        distance: '距离',
        levels: '楼层',
        events: '事件数',
      },
    },
  },
  app: {
    tracks: {
      intro: '每一行是该建筑内的一次应用会话。用户为匿名标识；查看轨迹会记入操作日志。不填日期时显示最近 7 天。',
      empty: '该时间范围内没有开始的轨迹。',
      more: '符合条件的轨迹超过 %{n} 条，请缩短时间范围或按楼层、用户筛选。',
      no_session: '未选择轨迹，请从轨迹列表打开。',
      to_list: '轨迹列表',
      play: '播放',
      pause: '暂停',
      speed: '速度',
      time: '回放时间',
      position: '第 %{n} / %{total} 个定位点',
      events: '会话中的事件',
      no_events: '该会话没有其他事件。',
      no_fixes: '该会话没有定位点，无法绘制路径。',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: '打开应用',
        app_close: '关闭应用',
        location: '定位',
        search: '搜索',
        poi_view: '查看 POI',
        nav_start: '开始导航',
        nav_arrive: '到达',
        nav_cancel: '取消导航',
        qr_scan: '扫码',
        car_service: '车主服务',
        feature_click: '使用功能',
      },
    },
  },
};

const es: typeof en = {
  resources: {
    'statistics-location': {
      fields: {
        from: 'Inicio desde',
        to: 'Inicio hasta',
        levelId: 'Planta',
        userId: 'Usuario',
        platform: 'Plataforma',
        startedAt: 'Inicio',
        durationSec: 'Duración',
        distance: 'Distancia',
        levels: 'Plantas',
        events: 'Eventos',
      },
    },
  },
  app: {
    tracks: {
      intro:
        'Cada fila es una sesión de la app en este edificio. Los usuarios son identificadores seudónimos; abrir un recorrido queda en el registro de auditoría. Sin fechas, los últimos 7 días.',
      empty: 'Ningún recorrido empezó en este periodo.',
      more: 'Más de %{n} recorridos coinciden: acorte el periodo o filtre por planta o usuario.',
      no_session: 'No hay recorrido elegido. Ábralo desde la lista de recorridos.',
      to_list: 'Lista de recorridos',
      play: 'Reproducir',
      pause: 'Pausa',
      speed: 'Velocidad',
      time: 'Tiempo de reproducción',
      position: 'Posición %{n} de %{total}',
      events: 'Eventos de la sesión',
      no_events: 'No hay otros eventos en esta sesión.',
      no_fixes: 'Esta sesión no tiene posiciones: no hay recorrido que dibujar.',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: 'App abierta',
        app_close: 'App cerrada',
        location: 'Posición',
        search: 'Búsqueda',
        poi_view: 'POI consultado',
        nav_start: 'Navegación iniciada',
        nav_arrive: 'Llegada',
        nav_cancel: 'Navegación cancelada',
        qr_scan: 'Código QR escaneado',
        car_service: 'Servicio de aparcamiento',
        feature_click: 'Función usada',
      },
    },
  },
};

const ja: typeof en = {
  resources: {
    'statistics-location': {
      fields: {
        from: '開始日（から）',
        to: '開始日（まで）',
        levelId: 'フロア',
        userId: 'ユーザー',
        platform: 'プラットフォーム',
        startedAt: '開始',
        durationSec: '時間',
        distance: '距離',
        levels: 'フロア',
        events: 'イベント',
      },
    },
  },
  app: {
    tracks: {
      intro: '各行はこの建物でのアプリの1セッションです。ユーザーは仮名IDで、軌跡の閲覧は監査ログに記録されます。日付が空欄なら直近 7 日間です。',
      empty: 'この期間に始まった軌跡はありません。',
      more: '該当する軌跡が %{n} 件を超えています。期間を短くするか、フロアやユーザーで絞り込んでください。',
      no_session: '軌跡が選ばれていません。軌跡一覧から開いてください。',
      to_list: '軌跡一覧',
      play: '再生',
      pause: '一時停止',
      speed: '速度',
      time: '再生時刻',
      position: '測位 %{n} / %{total}',
      events: 'セッションのイベント',
      no_events: 'このセッションには他のイベントがありません。',
      no_fixes: 'このセッションには測位がないため、経路を描けません。',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: 'アプリ起動',
        app_close: 'アプリ終了',
        location: '測位',
        search: '検索',
        poi_view: 'POI 閲覧',
        nav_start: 'ナビ開始',
        nav_arrive: '到着',
        nav_cancel: 'ナビ中止',
        qr_scan: 'QR コード読み取り',
        car_service: '駐車場サービス',
        feature_click: '機能の利用',
      },
    },
  },
};

export const tracksMessages = definePart({ en, zh, es, ja });
