import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-user-attribute': { name: '用户属性分析' } },
  app: {
    navigation: {
      sections: { 'statistics-user-attribute': '用户属性分析' },
      pages: { 'user-attribute': '用户属性分析' },
    },
  },
};
