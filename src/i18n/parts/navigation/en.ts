/**
 * The frame's own words, English (top bar, sidebar, breadcrumbs, areas, gate, 403, 404). An entity's section and page
 * titles are in its own part, `parts/<resource>/`.
 */
export const en = {
  app: {
    navigation: {
      top: 'Areas',
      sidebar: 'Pages of this area',
      breadcrumbs: 'Breadcrumbs',
      back: 'Go back',
      home: 'Home',
      current_building: 'Current application',
      no_building: 'None chosen',
      switch_building: 'Switch',
      areas: {
        application: 'Applications',
        location: 'Indoor positioning',
        statistics: 'Data analysis',
        user: 'Users and permissions',
        platform: 'Platform',
        help: 'Help and documentation',
      },
      gate: {
        title: 'Notice',
        text: 'Please select an application first',
        confirm: 'OK',
        cancel: 'Cancel',
        needed: 'This page works on a chosen application.',
      },
      forbidden: {
        title: 'No access to this page',
        text: 'Your roles do not grant this page on the selected building.',
      },
      not_found: {
        title: 'Page not found',
        text: 'The address may be mistyped, or the page has moved.',
      },
    },
  },
};
