import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  app: {
    navigation: {
      top: 'Áreas',
      sidebar: 'Páginas de esta área',
      breadcrumbs: 'Ruta de navegación',
      back: 'Volver',
      home: 'Inicio',
      current_building: 'Aplicación actual',
      no_building: 'Ninguna',
      switch_building: 'Cambiar',
      areas: {
        application: 'Aplicaciones',
        location: 'Posicionamiento interior',
        statistics: 'Análisis de datos',
        user: 'Usuarios y permisos',
        platform: 'Plataforma',
        help: 'Ayuda y documentación',
      },
      gate: {
        title: 'Aviso',
        text: 'Seleccione primero una aplicación',
        confirm: 'Aceptar',
        cancel: 'Cancelar',
        needed: 'Esta página necesita una aplicación elegida.',
      },
      forbidden: {
        title: 'Sin acceso a esta página',
        text: 'Sus roles no conceden esta página en el edificio seleccionado.',
      },
      not_found: {
        title: 'Página no encontrada',
        text: 'Puede que la dirección esté mal escrita o que la página se haya movido.',
      },
    },
  },
};
