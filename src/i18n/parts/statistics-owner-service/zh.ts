import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-owner-service': { name: '车主服务分析' } },
  app: {
    navigation: {
      sections: { 'statistics-owner-service': '车主服务分析' },
      pages: { 'owner-service': '车主服务分析' },
    },
  },
};
