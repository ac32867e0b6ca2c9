import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-terminal': { name: 'Dispositivos' } },
  app: {
    navigation: {
      sections: { 'statistics-terminal': 'Dispositivos' },
      pages: {
        'brand-model': 'Marcas y modelos',
        system: 'Sistemas operativos',
        network: 'Tipos de red',
      },
    },
  },
};
