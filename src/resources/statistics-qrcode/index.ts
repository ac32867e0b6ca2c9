import QrCodeOutlinedIcon from '@mui/icons-material/QrCodeOutlined';
import { lazyPage } from '../lazyView';
import { onePageSection } from '../onePageSection';

/**
 * Spec §2 statistics /qrcode section (issue 15: 二维码分析). The bare /qrcode stays the location area's QR code
 * list; the spec-style path /qrcode/qrcode-analysis redirects here. Its static segment ranks above the QR code
 * resource's routes (/qrcode/*, the edit view's /qrcode/:id), so it never opens a QR code.
 */
const statisticsQrcode = onePageSection({
  name: 'statistics-qrcode',
  order: 130,
  area: 'statistics',
  title: 'app.navigation.sections.statistics-qrcode',
  icon: QrCodeOutlinedIcon,
  page: {
    name: 'qrcode-analysis',
    path: '/statistics/qrcode',
    // The page (and recharts behind it) loads only when it opens.
    element: lazyPage(() => import('./QrcodeAnalysisPage'), 'QrcodeAnalysisPage'),
    title: 'app.navigation.pages.qrcode-analysis',
    permissions: ['VIEW_QRCODE_ANALYSIS'],
    legacy: ['/qrcode/qrcode-analysis'],
  },
});

export default statisticsQrcode;
