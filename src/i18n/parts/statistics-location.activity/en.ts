/** Messages of the activity status (issue 15; keys under app.activity). */
export const en = {
  app: {
    activity: {
      intro: 'Who is in the building now: app users with an event in the last minutes, placed by their latest location fix. Refreshes by itself.',
      window: 'Now means the last',
      minutes: 'minute |||| %{smart_count} minutes',
      now: 'Users now',
      unplaced: 'Not located',
      updated: 'Updated %{time}',
      live: 'Refresh every %{seconds} s',
      empty: 'No one used the app here in the last minute. |||| No one used the app here in the last %{smart_count} minutes.',
      trend: 'The last hour, minute by minute',
      chart_label: 'The last hour, minute by minute: %{min} to %{max} users',
      users: 'Users',
      levels: 'Per level',
      regions: 'Per region on this level',
      no_regions: 'This level has no regions.',
      held: 'Fewer than %{min}',
    },
  },
};
