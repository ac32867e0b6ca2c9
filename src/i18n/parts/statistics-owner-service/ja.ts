import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-owner-service': { name: 'カーオーナーサービス分析' } },
  app: {
    navigation: {
      sections: { 'statistics-owner-service': 'カーオーナーサービス分析' },
      pages: { 'owner-service': 'カーオーナーサービス分析' },
    },
  },
};
