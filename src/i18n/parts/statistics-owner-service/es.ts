import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-owner-service': { name: 'Servicios al conductor' } },
  app: {
    navigation: {
      sections: { 'statistics-owner-service': 'Servicios al conductor' },
      pages: { 'owner-service': 'Servicios al conductor' },
    },
  },
};
