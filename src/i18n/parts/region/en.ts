/** Messages of the region pages (keys under app.regions.* and resources.region.*). */
export const en = {
  resources: {
    region: {
      name: 'Region |||| Regions',
      fields: {
        name: 'Name',
        nameEn: 'English name',
        levelId: 'Level',
        category: 'Category',
        poiCount: 'POIs',
      },
    },
  },
  app: {
    navigation: {
      sections: { region: 'Regions' },
      pages: {
        'region-list': 'Region list',
        'region-view': 'Region details',
        'poi-edit': 'POI management',
      },
    },
    regions: {
      empty: 'This building has no regions yet',
      empty_hint: 'Regions are the zones drawn on the building’s map, such as a wing or a food court.',
      categories: {
        retail: 'Shopping',
        foodservice: 'Food and drink',
        parking: 'Parking',
        office: 'Offices',
        entertainment: 'Entertainment',
        service: 'Services',
      },
      pois: {
        title: 'POIs in this region',
        empty: 'No POI lies inside this region.',
        name: 'Name',
        type: 'POI type',
        unnamed: '(unnamed)',
      },
    },
  },
};
