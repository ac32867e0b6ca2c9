// Spec §8 gives the fullscreen warning verbatim, typo included, in every language.
export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

/** Messages of the layout feature (keys under app.layout.* and resources.*). */
export const en = {
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
        theme_note:
          "The specification's default is %{spec}. Text and selected items use %{shade}, a darker shade of the picked colour, so they stay readable (4.5:1).",
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
};
