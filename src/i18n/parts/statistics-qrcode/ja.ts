import type { MessageTree } from '../../types';
import type { en } from './en';

export const ja: MessageTree<typeof en> = {
  resources: { 'statistics-qrcode': { name: 'QRコード分析' } },
  app: {
    navigation: {
      sections: { 'statistics-qrcode': 'QRコード分析' },
      pages: { 'qrcode-analysis': 'QRコード分析' },
    },
  },
};
