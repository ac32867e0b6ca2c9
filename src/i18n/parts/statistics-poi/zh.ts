import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-poi': { name: 'POI分析' } },
  app: {
    navigation: {
      sections: { 'statistics-poi': 'POI分析' },
      pages: { 'poi-analysis': 'POI分析' },
    },
  },
};
