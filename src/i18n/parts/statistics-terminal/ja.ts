import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-terminal': { name: '端末分析' } },
  app: {
    navigation: {
      sections: { 'statistics-terminal': '端末分析' },
      pages: {
        'brand-model': '機種分析',
        system: 'OS分析',
        network: 'ネットワーク種別分析',
      },
    },
  },
};
