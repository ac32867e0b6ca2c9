/** Messages of the location quality page 定位功能 (issue 15; keys under app.quality). */
export const en = {
  app: {
    quality: {
      intro:
        'How well the app users were located: the estimated error of their location fixes per level, and where the fixes were poor on the map beside the beacons’ coverage estimate. Without dates, the last 7 days.',
      fixes: '%{n} location fixes on this level',
      empty: 'No location fixes with an estimated error on this level in this range.',
      level_held: 'Fewer than %{min} distinct users had a fix on this level: its figures are held back.',
      held_back:
        'One spot with fewer than %{min} distinct users is left out of the map |||| %{smart_count} spots with fewer than %{min} distinct users are left out of the map',
      levels: 'Location quality per level',
      level: 'Level',
      fixes_column: 'Fixes',
      users: 'Users',
      poor: 'Poor (> %{metres})',
      p50: 'Median error',
      p90: 'P90',
      p95: 'P95',
      users_held: 'Fewer than %{min} users',
      histogram: 'Estimated error, metres',
      histogram_hint: 'Orange bars: poor fixes, with an error above %{metres}.',
      chart_label: 'Estimated error of %{n} fixes: half within %{p50}, 90% within %{p90}; %{share} poor',
      bar: '%{n} fixes',
      p50_figure: 'P50 · half within',
      p90_figure: 'P90 · 90% within',
      p95_figure: 'P95 · 95% within',
      legend: 'Mean error of a spot’s fixes',
      legend_size: 'Dot size: fixes',
      beacons_error: 'The beacons could not be read (%{message}); the coverage estimate needs them.',
    },
  },
};
