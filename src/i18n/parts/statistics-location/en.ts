/** Messages of the track list and the playback (issue 15; keys under resources.statistics-location and app.tracks). */
export const en = {
  resources: {
    'statistics-location': {
      name: 'Location analysis',
      fields: {
        from: 'Started from',
        to: 'Started until',
        levelId: 'Level',
        userId: 'User',
        platform: 'Platform',
        startedAt: 'Started',
        durationSec: 'Duration',
        distance: 'Distance',
        levels: 'Levels',
        events: 'Events',
      },
    },
  },
  app: {
    navigation: {
      sections: { 'statistics-location': 'Location analysis' },
      pages: {
        'track-list': 'User tracks',
        tracking: 'Track playback',
        'activity-status': 'Activity status',
        'location-quality': 'Location quality',
      },
    },
    tracks: {
      intro:
        'Each row is one app session in this building. Users are pseudonymous ids; opening a track is recorded in the audit log. Without dates, the last 7 days.',
      empty: 'No track started in this range.',
      more: 'More than %{n} tracks match: narrow the range or filter by level or user.',
      no_session: 'No track chosen. Open one from the track list.',
      to_list: 'Track list',
      play: 'Play',
      pause: 'Pause',
      speed: 'Speed',
      time: 'Playback time',
      position: 'Fix %{n} of %{total}',
      events: 'Events of the session',
      no_events: 'No other events in this session.',
      no_fixes: 'This session has no location fixes: there is no path to draw.',
      summary: '%{user} · %{platform} · %{duration} · %{distance}',
      types: {
        app_open: 'App opened',
        app_close: 'App closed',
        location: 'Location fix',
        search: 'Search',
        poi_view: 'POI viewed',
        nav_start: 'Navigation started',
        nav_arrive: 'Arrived',
        nav_cancel: 'Navigation cancelled',
        qr_scan: 'QR code scanned',
        car_service: 'Car-park service',
        feature_click: 'Feature used',
      },
    },
  },
};
