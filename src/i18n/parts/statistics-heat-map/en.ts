/** Messages of the heat map (issue 15; keys under app.heat). */
export const en = {
  resources: { 'statistics-heat-map': { name: 'Heat map' } },
  app: {
    navigation: {
      sections: { 'statistics-heat-map': 'Heat map' },
      pages: { 'heat-map': 'Heat map' },
    },
    heat: {
      intro: 'Where people were: location fixes of the app users on a grid of about 5 m, per hour of the day or the whole day. Without dates, the last 7 days.',
      whole_day: 'Whole day',
      hour: 'Hour of the day',
      hour_value: '%{hour}:00–%{hour}:59',
      play: 'Play through the day',
      pause: 'Pause',
      fixes: '%{n} location fixes',
      empty: 'No location fixes on this level in this range.',
      held_back: 'One spot with fewer than %{min} distinct users is left out |||| %{smart_count} spots with fewer than %{min} distinct users are left out',
      by_hour: 'Fixes by hour of the day',
      chart_label: 'Fixes by hour of the day: the most at %{hour}:00 (%{n})',
      regions: 'Time spent per region',
      regions_none: 'This level has no regions. Draw them as sections of the map to see time spent per region.',
      region: 'Region',
      users: 'Users',
      dwell: 'Time spent',
      per_user: 'Per user',
      region_held: 'Fewer than %{min} users',
      low: 'Fewer',
      high: 'More',
    },
  },
};
