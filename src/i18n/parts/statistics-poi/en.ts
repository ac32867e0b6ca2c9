/** The statistics-poi section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-poi': { name: 'POI analysis' } },
  app: {
    navigation: {
      sections: { 'statistics-poi': 'POI analysis' },
      pages: { 'poi-analysis': 'POI analysis' },
    },
  },
};
