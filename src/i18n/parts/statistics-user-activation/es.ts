import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-user-activation': { name: 'Usuarios activos' } },
  app: {
    navigation: {
      sections: { 'statistics-user-activation': 'Usuarios activos' },
      pages: { 'user-activation': 'Usuarios activos' },
    },
  },
};
