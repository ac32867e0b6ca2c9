import type { MessageTree } from '../../types';
import type { en } from './en';

export const es: MessageTree<typeof en> = {
  resources: { 'statistics-qrcode': { name: 'Análisis de códigos QR' } },
  app: {
    navigation: {
      sections: { 'statistics-qrcode': 'Análisis de códigos QR' },
      pages: { 'qrcode-analysis': 'Análisis de códigos QR' },
    },
  },
};
