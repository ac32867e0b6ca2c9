/** The statistics-application section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-application': { name: 'Application analysis' } },
  app: {
    navigation: {
      sections: { 'statistics-application': 'Application analysis' },
      pages: {
        'user-tendency': 'User tendency',
        'activity-count': 'Activations',
      },
    },
  },
};
