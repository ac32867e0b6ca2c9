import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-user-attribute': { name: 'Atributos de usuario' } },
  app: {
    navigation: {
      sections: { 'statistics-user-attribute': 'Atributos de usuario' },
      pages: { 'user-attribute': 'Atributos de usuario' },
    },
  },
};
