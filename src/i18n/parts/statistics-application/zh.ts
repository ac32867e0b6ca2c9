import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-application': { name: '应用分析' } },
  app: {
    navigation: {
      sections: { 'statistics-application': '应用分析' },
      pages: {
        'user-tendency': '用户趋势',
        'activity-count': '激活趋势',
      },
    },
  },
};
