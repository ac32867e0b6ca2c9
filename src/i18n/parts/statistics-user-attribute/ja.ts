import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-user-attribute': { name: 'ユーザー属性分析' } },
  app: {
    navigation: {
      sections: { 'statistics-user-attribute': 'ユーザー属性分析' },
      pages: { 'user-attribute': 'ユーザー属性分析' },
    },
  },
};
