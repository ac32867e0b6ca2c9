import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /location section (under /statistics: /location is the location area's index). */
const statisticsLocation: ResourceDeclaration = {
  name: 'statistics-location',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-location', paths: ['/statistics/location'] },
  icon: TimelineOutlinedIcon,
  pages: [
    {
      name: 'track-list',
      path: '/statistics/location/track-list',
      element: coming('app.navigation.pages.track-list'),
      title: 'app.navigation.pages.track-list',
      permissions: ['VIEW_USER_TRACK'],
      legacy: ['/location/track-list'],
    },
    {
      name: 'tracking',
      path: '/statistics/location/tracking',
      element: coming('app.navigation.pages.tracking'),
      title: 'app.navigation.pages.tracking',
      permissions: ['VIEW_USER_TRACK'],
      hidden: true,
      legacy: ['/location/tracking'],
    },
    {
      name: 'activity-status',
      path: '/statistics/location/activity-status',
      element: coming('app.navigation.pages.activity-status'),
      title: 'app.navigation.pages.activity-status',
      permissions: ['VIEW_ACTIVITY_STATUS'],
      legacy: ['/location/activity-status'],
    },
  ],
};

export default statisticsLocation;
