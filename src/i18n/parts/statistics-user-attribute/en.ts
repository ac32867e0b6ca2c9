/** The statistics-user-attribute section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-user-attribute': { name: 'User attributes' } },
  app: {
    navigation: {
      sections: { 'statistics-user-attribute': 'User attributes' },
      pages: { 'user-attribute': 'User attributes' },
    },
  },
};
