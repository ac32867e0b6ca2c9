import type { MessageTree } from '../../types';
import type { en } from './en';

export const zh: MessageTree<typeof en> = {
  resources: { 'statistics-terminal': { name: '终端分析' } },
  app: {
    navigation: {
      sections: { 'statistics-terminal': '终端分析' },
      pages: {
        'brand-model': '机型分析',
        system: '操作系统分析',
        network: '网络类型分析',
      },
    },
  },
};
