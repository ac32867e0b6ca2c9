/** Messages of the app group pages (issue 16 应用分组), English: the keys every language must have. */
export const en = {
  resources: {
    'app-group': {
      name: 'App group |||| App groups',
      fields: {
        id: 'ID',
        name: 'Name',
        description: 'Description',
        apps: 'Apps',
        appIds: 'Apps',
        appCount: 'Count',
        updatedAt: 'Updated',
        createdAt: 'Created',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'app-group': 'App groups' },
      pages: {
        'app-group-list': 'App groups',
        'app-group-add': 'New app group',
        'app-group-edit': 'Edit app group',
      },
    },
    appGroups: {
      filter: 'App group',
      nameHelp: 'At most %{max} characters; unique, whatever the case',
      appsHelp: 'Apps of any company; an app may be in several groups',
      noApps: 'No app matches',
      more: '+%{smart_count} more',
      emptyTitle: 'No app groups yet',
      emptyBody: 'Group location apps, for example a brand’s malls, to filter the app and map lists by them.',
      deleteTitle: 'Delete the app group “%{name}”?',
      deleteContent:
        'Its apps stay as they are; only the group goes (it holds 1 app). |||| Its apps stay as they are; only the group goes (it holds %{smart_count} apps).',
    },
  },
};
