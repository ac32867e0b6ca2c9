import { createElement, Suspense } from 'react';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { Loading } from 'react-admin';
import { trackApi } from '../../../server/src/contract/tracks';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';
import { TRACK_LIST_PATH, TRACKING_PATH } from './paths';

// The track pages (and MapLibre behind the playback) load only when one opens.
const TrackListPage = lazyView(() => import('./TrackList'), 'TrackListPage');
const TrackingPage = lazyView(() => import('./TrackingPage'), 'TrackingPage');
const ActivityStatusPage = lazyView(() => import('./ActivityStatusPage'), 'ActivityStatusPage');
const LocationQualityPage = lazyView(() => import('./quality/LocationQualityPage'), 'LocationQualityPage');
const lazy = (page: Parameters<typeof createElement>[0]) => createElement(Suspense, { fallback: createElement(Loading) }, createElement(page));

/**
 * Spec §2 statistics /location section (under /statistics: /location is the location area's index). Issue 15:
 * the track list reads the sessions through this resource's `page` call (react-admin's List); the playback, the
 * activity status and the location quality (定位功能: spec §6 VIEW_LOCATION_FUNCTION, no page in §2) are custom pages.
 */
const statisticsLocation: ResourceDeclaration = {
  name: 'statistics-location',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-location', paths: ['/statistics/location'] },
  icon: TimelineOutlinedIcon,
  permissions: { list: ['VIEW_USER_TRACK'] },
  api: { page: trackApi.page },
  pages: [
    {
      name: 'track-list',
      path: TRACK_LIST_PATH,
      element: lazy(TrackListPage),
      title: 'app.navigation.pages.track-list',
      permissions: ['VIEW_USER_TRACK'],
      legacy: ['/location/track-list'],
    },
    {
      name: 'tracking',
      path: TRACKING_PATH,
      element: lazy(TrackingPage),
      title: 'app.navigation.pages.tracking',
      permissions: ['VIEW_USER_TRACK'],
      hidden: true,
      legacy: ['/location/tracking'],
    },
    {
      name: 'activity-status',
      path: '/statistics/location/activity-status',
      element: lazy(ActivityStatusPage),
      title: 'app.navigation.pages.activity-status',
      permissions: ['VIEW_ACTIVITY_STATUS'],
      legacy: ['/location/activity-status'],
    },
    {
      name: 'location-quality',
      path: '/statistics/location/location-quality',
      element: lazy(LocationQualityPage),
      title: 'app.navigation.pages.location-quality',
      permissions: ['VIEW_LOCATION_FUNCTION'],
    },
  ],
};

export default statisticsLocation;
