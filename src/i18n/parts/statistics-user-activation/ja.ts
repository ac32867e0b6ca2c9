import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-user-activation': { name: 'アクティブユーザー' } },
  app: {
    navigation: {
      sections: { 'statistics-user-activation': 'アクティブユーザー' },
      pages: { 'user-activation': 'アクティブユーザー' },
    },
  },
};
