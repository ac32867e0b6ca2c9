import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/** Spec §2 statistics /heat-map section (issue 15: 热力图). */
const statisticsHeatMap = onePageSection({
  name: 'statistics-heat-map',
  order: 110,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-heat-map',
  icon: WhatshotOutlinedIcon,
  page: {
    name: 'heat-map',
    path: '/statistics/heat-map',
    // The page (and MapLibre and recharts behind it) loads only when it opens.
    element: lazyPage(() => import('./HeatMapPage'), 'HeatMapPage'),
    title: 'app.navigation.pages.heat-map',
    permissions: ['VIEW_HOT_SPOT'],
    legacy: ['/heat-map'],
  },
});

export default statisticsHeatMap;
