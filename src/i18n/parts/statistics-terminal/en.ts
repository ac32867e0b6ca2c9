/** The statistics-terminal section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-terminal': { name: 'Devices' } },
  app: {
    navigation: {
      sections: { 'statistics-terminal': 'Devices' },
      pages: {
        'brand-model': 'Brands and models',
        system: 'Operating systems',
        network: 'Network types',
      },
    },
  },
};
