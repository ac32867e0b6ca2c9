import { createElement, Suspense } from 'react';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The page (and recharts behind it) loads only when it opens.
const PoiAnalysisPage = lazyView(() => import('./PoiAnalysisPage'), 'PoiAnalysisPage');

/** Spec §2 statistics /poi section (issue 15: POI 分析). */
const statisticsPoi: ResourceDeclaration = {
  name: 'statistics-poi',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-poi' },
  icon: PlaceOutlinedIcon,
  pages: [
    {
      name: 'poi-analysis',
      path: '/statistics/poi',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(PoiAnalysisPage)),
      title: 'app.navigation.pages.poi-analysis',
      permissions: ['VIEW_POI_ANALYSIS'],
      legacy: ['/poi'],
    },
  ],
};

export default statisticsPoi;
