/** Platform management's 点击统计 (issue 16): the apps' feature clicks. */
export const en = {
  resources: { stat: { name: 'Click statistic |||| Click statistics' } },
  app: {
    navigation: {
      sections: { stat: 'Click statistics' },
      pages: { 'stat-list': 'Click statistics' },
    },
    stat: {
      app: 'App',
      all_apps: 'All apps',
      group: 'App group',
      all_groups: 'All groups',
      app_option: '%{name} (%{code})',
      feature: 'Feature',
      clicks: 'Clicks',
      previous_clicks: 'Clicks (previous period)',
      other: 'Other features',
      ranked: 'Features by clicks',
      trend: 'Clicks over time (top features)',
      apps: 'Clicks per app',
      company: 'Company',
      app_code: 'App code',
      more_features: '%{smart_count} more feature with fewer clicks is not listed. |||| %{smart_count} more features with fewer clicks are not listed.',
      hint: 'Counted from the apps’ feature_click events; each building’s clicks fall in its own local days.',
    },
    statistics: {
      metrics: { featureClicks: 'Feature clicks', clickedFeatures: 'Features clicked', clickingApps: 'Apps with clicks' },
    },
  },
};
