/** The statistics-owner-service section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-owner-service': { name: 'Car owner services' } },
  app: {
    navigation: {
      sections: { 'statistics-owner-service': 'Car owner services' },
      pages: { 'owner-service': 'Car owner services' },
    },
  },
};
