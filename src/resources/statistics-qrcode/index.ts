import { createElement, Suspense } from 'react';
import QrCodeOutlinedIcon from '@mui/icons-material/QrCodeOutlined';
import { Loading } from 'react-admin';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

// The page (and recharts behind it) loads only when it opens.
const QrcodeAnalysisPage = lazyView(() => import('./QrcodeAnalysisPage'), 'QrcodeAnalysisPage');

/** Spec §2 statistics /qrcode section (issue 15: 二维码分析); the bare /qrcode stays the location area's QR code list. */
const statisticsQrcode: ResourceDeclaration = {
  name: 'statistics-qrcode',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-qrcode' },
  icon: QrCodeOutlinedIcon,
  pages: [
    {
      name: 'qrcode-analysis',
      path: '/statistics/qrcode',
      element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(QrcodeAnalysisPage)),
      title: 'app.navigation.pages.qrcode-analysis',
      permissions: ['VIEW_QRCODE_ANALYSIS'],
    },
  ],
};

export default statisticsQrcode;
