import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/** Spec §2 statistics /poi section (issue 15: POI 分析). */
const statisticsPoi = onePageSection({
  name: 'statistics-poi',
  order: 120,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-poi',
  icon: PlaceOutlinedIcon,
  page: {
    name: 'poi-analysis',
    path: '/statistics/poi',
    // The page (and recharts behind it) loads only when it opens.
    element: lazyPage(() => import('./PoiAnalysisPage'), 'PoiAnalysisPage'),
    title: 'app.navigation.pages.poi-analysis',
    permissions: ['VIEW_POI_ANALYSIS'],
    legacy: ['/poi'],
  },
});

export default statisticsPoi;
