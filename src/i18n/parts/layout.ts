import { definePart } from './types';

// Spec §8 gives the fullscreen warning verbatim, typo included, in every language.
const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

/** Messages of the layout feature (keys under app.layout.* and resources.*). */
export const layoutMessages = definePart({
  en: {
    app: {
      layout: {
        skip_to_main: 'Skip to main content',
        areas_menu: 'Areas',
        header: { fullscreen: 'Full screen', exit_fullscreen: 'Exit full screen', fullscreen_unsupported: FULLSCREEN_UNSUPPORTED, language: 'Language' },
        tags: { refresh: 'Refresh', close: 'Close', close_others: 'Close Others', close_all: 'Close All', strip: 'Visited pages' },
        settings: {
          title: 'Page style setting',
          open: 'Open settings',
          close: 'Close settings',
          theme: 'Theme colour',
          custom_color: 'Custom colour',
          tags_view: 'Open Tags-View',
          fixed_header: 'Fixed Header',
          sidebar_logo: 'Sidebar Logo',
        },
        error: {
          log_title: 'Error log',
          message: 'Message',
          url: 'Page',
          time: 'Time',
          clear: 'Clear',
          close: 'Close',
          page_title: 'This page failed to display',
          retry: 'Try again',
        },
      },
    },
  },
  zh: {
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
  },
  es: {
    app: {
      layout: {
        skip_to_main: 'Saltar al contenido principal',
        areas_menu: 'Áreas',
        header: {
          fullscreen: 'Pantalla completa',
          exit_fullscreen: 'Salir de pantalla completa',
          fullscreen_unsupported: FULLSCREEN_UNSUPPORTED,
          language: 'Idioma',
        },
        tags: { refresh: 'Actualizar', close: 'Cerrar', close_others: 'Cerrar otros', close_all: 'Cerrar todos', strip: 'Páginas visitadas' },
        settings: {
          title: 'Ajustes de estilo',
          open: 'Abrir ajustes',
          close: 'Cerrar ajustes',
          theme: 'Color del tema',
          custom_color: 'Color personalizado',
          tags_view: 'Mostrar pestañas',
          fixed_header: 'Cabecera fija',
          sidebar_logo: 'Logo de la barra lateral',
        },
        error: {
          log_title: 'Registro de errores',
          message: 'Mensaje',
          url: 'Página',
          time: 'Hora',
          clear: 'Vaciar',
          close: 'Cerrar',
          page_title: 'No se pudo mostrar esta página',
          retry: 'Reintentar',
        },
      },
    },
  },
  ja: {
    app: {
      layout: {
        skip_to_main: 'メインコンテンツへスキップ',
        areas_menu: 'メニュー',
        header: { fullscreen: '全画面表示', exit_fullscreen: '全画面表示を終了', fullscreen_unsupported: FULLSCREEN_UNSUPPORTED, language: '言語' },
        tags: { refresh: '更新', close: '閉じる', close_others: 'その他を閉じる', close_all: 'すべて閉じる', strip: '表示したページ' },
        settings: {
          title: 'レイアウト設定',
          open: '設定を開く',
          close: '設定を閉じる',
          theme: 'テーマカラー',
          custom_color: 'カスタムカラー',
          tags_view: 'タグビューを表示',
          fixed_header: 'ヘッダーを固定',
          sidebar_logo: 'サイドバーのロゴ',
        },
        error: {
          log_title: 'エラーログ',
          message: 'メッセージ',
          url: 'ページ',
          time: '時刻',
          clear: 'クリア',
          close: '閉じる',
          page_title: 'このページを表示できませんでした',
          retry: '再試行',
        },
      },
    },
  },
});
