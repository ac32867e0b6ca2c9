import type { MessageTree } from '../../types';
import { FULLSCREEN_UNSUPPORTED, type en } from './en';

export const zh: MessageTree<typeof en> = {
  app: {
    layout: {
      skip_to_main: '跳到主要内容',
      areas_menu: '菜单',
      header: { fullscreen: '全屏', exit_fullscreen: '退出全屏', fullscreen_unsupported: FULLSCREEN_UNSUPPORTED, language: '语言' },
      tags: { refresh: '刷新', close: '关闭', close_others: '关闭其他', close_all: '关闭所有', strip: '已访问页面' },
      settings: {
        title: '系统布局配置',
        open: '打开设置',
        close: '关闭设置',
        theme: '主题色',
        custom_color: '自定义颜色',
        theme_note: '规范默认主题色为 %{spec}。文字与选中项使用所选颜色的较深色调 %{shade}，以保证可读（对比度 4.5:1）。',
        tags_view: '开启 Tags-View',
        fixed_header: '固定 Header',
        sidebar_logo: '侧边栏 Logo',
      },
      error: {
        log_title: '错误日志',
        message: '错误信息',
        url: '页面',
        time: '时间',
        clear: '清空',
        close: '关闭',
        page_title: '页面显示出错',
        retry: '重试',
      },
    },
  },
};
