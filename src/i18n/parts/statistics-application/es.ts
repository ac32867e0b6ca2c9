import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-application': { name: 'Análisis de la aplicación' } },
  app: {
    navigation: {
      sections: { 'statistics-application': 'Análisis de la aplicación' },
      pages: {
        'user-tendency': 'Tendencia de usuarios',
        'activity-count': 'Activaciones',
      },
    },
  },
};
