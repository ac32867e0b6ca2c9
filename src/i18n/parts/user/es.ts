import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: {
    user: {
      name: 'Usuario |||| Usuarios',
      fields: {
        userId: 'Id de usuario',
        apps: 'Apps',
        platforms: 'Plataforma',
        firstSeen: 'Visto por primera vez',
        lastSeen: 'Visto por última vez',
        sessions: 'Sesiones',
        device: 'Último dispositivo',
        q: 'Id de usuario',
        appId: 'App',
        platform: 'Plataforma',
      },
    },
  },
  app: {
    navigation: {
      sections: { user: 'Usuarios' },
      pages: { 'user-list': 'Lista de usuarios' },
    },
    appUsers: {
      search: 'El id empieza por…',
      app: 'App',
      platform: 'Plataforma',
      platforms: { wechat: 'WeChat', alipay: 'Alipay', ios: 'iOS', android: 'Android' },
      emptyTitle: 'Aún no hay usuarios de las apps',
      emptyBody: 'Los usuarios aparecen aquí cuando las apps envían eventos con una clave de app de localización.',
      noMatch: 'Ningún usuario coincide con estos filtros.',
      clearFilters: 'Quitar filtros',
      loadFailed: 'No se pudieron cargar los usuarios: %{message}',
      retry: 'Reintentar',
      activity: 'Actividad del usuario',
      back: 'Usuarios de la app',
      notFound: 'Este usuario no existe: nunca visto o borrado.',
      events: 'Eventos',
      perDay: 'Eventos por día (últimos 30 días)',
      recentSessions: 'Sesiones recientes',
      noSessions: 'No se conserva ninguna sesión (los eventos pasado el periodo de retención ya no están).',
      session: { building: 'Edificio', started: 'Inicio', duration: 'Duración', events: 'Eventos', fixes: 'Posiciones' },
      erase: 'Borrar datos del usuario',
      eraseTitle: '¿Borrar todos los datos del usuario %{userId}?',
      eraseWhat:
        'Borra sus %{events} eventos, sus sesiones, trayectos, presencia en el mapa de calor y primera/última visita, y resta su parte de cada estadística (usuarios, nuevos usuarios, eventos, clics, mapa de calor, calidad de localización) de los días en que estuvo activo, como si nunca se hubiera contado.',
      eraseFinal: 'No se puede deshacer. El borrado queda en el registro de auditoría con su nombre y el motivo.',
      reason: 'Motivo',
      reasonHelp: 'Por ejemplo la solicitud recibida y su fecha; se guarda en el registro de auditoría',
      reasonRequired: 'Indique el motivo del borrado',
      eraseConfirm: 'Borrar',
      erased: 'Usuario %{userId} borrado (%{events} eventos borrados)',
    },
  },
};
