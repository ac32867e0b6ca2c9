import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { trackApi } from '#contract/endpoints/tracks';
import { lazyPage } from '../lazyView';
import type { ResourceDeclaration } from '../types';
import { TRACK_LIST_PATH, TRACKING_PATH } from './paths';

/**
 * Spec §2 statistics /location section (under /statistics: /location is the location area's index). Issue 15:
 * the track list reads the sessions through this resource's `page` call (react-admin's List); the playback, the
 * activity status and the location quality (定位功能: spec §6 VIEW_LOCATION_FUNCTION, no page in §2) are custom pages.
 */
const statisticsLocation: ResourceDeclaration = {
  name: 'statistics-location',
  order: 100,
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-location', paths: ['/statistics/location'] },
  icon: TimelineOutlinedIcon,
  permissions: { list: ['VIEW_USER_TRACK'] },
  api: { page: trackApi.page },
  // The track pages (and MapLibre behind the playback) load only when one opens.
  pages: [
    {
      name: 'track-list',
      path: TRACK_LIST_PATH,
      element: lazyPage(() => import('./TrackList'), 'TrackListPage'),
      title: 'app.navigation.pages.track-list',
      permissions: ['VIEW_USER_TRACK'],
      legacy: ['/location/track-list'],
    },
    {
      name: 'tracking',
      path: TRACKING_PATH,
      element: lazyPage(() => import('./TrackingPage'), 'TrackingPage'),
      title: 'app.navigation.pages.tracking',
      permissions: ['VIEW_USER_TRACK'],
      hidden: true,
      legacy: ['/location/tracking'],
    },
    {
      name: 'activity-status',
      path: '/statistics/location/activity-status',
      element: lazyPage(() => import('./ActivityStatusPage'), 'ActivityStatusPage'),
      title: 'app.navigation.pages.activity-status',
      permissions: ['VIEW_ACTIVITY_STATUS'],
      legacy: ['/location/activity-status'],
    },
    {
      name: 'location-quality',
      path: '/statistics/location/location-quality',
      element: lazyPage(() => import('./quality/LocationQualityPage'), 'LocationQualityPage'),
      title: 'app.navigation.pages.location-quality',
      permissions: ['VIEW_LOCATION_FUNCTION'],
    },
  ],
};

export default statisticsLocation;
