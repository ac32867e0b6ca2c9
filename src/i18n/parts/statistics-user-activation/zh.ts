import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-user-activation': { name: '活跃用户' } },
  app: {
    navigation: {
      sections: { 'statistics-user-activation': '活跃用户' },
      pages: { 'user-activation': '活跃用户' },
    },
  },
};
