import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-poi': { name: 'Análisis de POI' } },
  app: {
    navigation: {
      sections: { 'statistics-poi': 'Análisis de POI' },
      pages: { 'poi-analysis': 'Análisis de POI' },
    },
  },
};
