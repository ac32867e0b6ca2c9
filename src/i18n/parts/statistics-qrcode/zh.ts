import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-qrcode': { name: '二维码分析' } },
  app: {
    navigation: {
      sections: { 'statistics-qrcode': '二维码分析' },
      pages: { 'qrcode-analysis': '二维码分析' },
    },
  },
};
