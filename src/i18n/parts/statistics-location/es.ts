import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    'statistics-location': {
      name: 'Análisis de ubicación',
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
    navigation: {
      sections: { 'statistics-location': 'Análisis de ubicación' },
      pages: {
        'track-list': 'Trayectorias de usuarios',
        tracking: 'Reproducción de trayectoria',
        'activity-status': 'Estado de actividad',
        'location-quality': 'Calidad de posicionamiento',
      },
    },
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
