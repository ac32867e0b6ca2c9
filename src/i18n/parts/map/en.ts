/** Messages of the platform's map list 地图列表 (issue 16; keys under resources.map.fields and app.mapList). */
export const en = {
  resources: {
    map: {
      name: 'Map |||| Maps',
      fields: {
        name: 'Building',
        company: 'Company',
        companyId: 'Company',
        q: 'Search',
        levels: 'Floors',
        features: 'Features',
        publishedVersions: 'Versions',
        lastPublished: 'Last published',
        updated: 'Draft',
        size: 'Size',
      },
    },
  },
  app: {
    navigation: {
      sections: { map: 'Maps' },
      pages: { 'map-list': 'Map list' },
    },
    mapList: {
      search: 'Building name',
      unpublished_only: 'Unpublished changes only',
      status: {
        published: 'Published',
        unpublished: '1 unpublished save |||| %{smart_count} unpublished saves',
        never: 'Never published',
        empty: 'No map yet',
      },
      version: 'v%{version}',
      by: 'by %{name}',
      changed: 'changed %{time}',
      open: 'Open “%{name}” in the building view',
      export: 'Export IMDF (v%{version})',
      export_draft: 'Export IMDF (draft, never published)',
      size_hint: '%{bytes} bytes: the newest published version’s features as stored; the downloadable map file is somewhat larger',
      empty_title: 'No buildings yet',
      empty_body: 'A building’s map appears here once a company adds or imports the building.',
      no_match: 'No map matches these filters.',
      clear_filters: 'Clear filters',
      error: 'The map list could not be loaded: %{message}',
      retry: 'Try again',
    },
  },
};
