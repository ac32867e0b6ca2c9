/** The statistics-user-activation section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-user-activation': { name: 'Active users' } },
  app: {
    navigation: {
      sections: { 'statistics-user-activation': 'Active users' },
      pages: { 'user-activation': 'Active users' },
    },
  },
};
