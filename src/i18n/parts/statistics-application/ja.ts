import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-application': { name: 'アプリ分析' } },
  app: {
    navigation: {
      sections: { 'statistics-application': 'アプリ分析' },
      pages: {
        'user-tendency': 'ユーザー推移',
        'activity-count': 'アクティベーション推移',
      },
    },
  },
};
