import QrCodeOutlinedIcon from '@mui/icons-material/QrCodeOutlined';
import { coming } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Spec §2 statistics /qrcode section; the bare /qrcode stays the location area's QR code list. */
const statisticsQrcode: ResourceDeclaration = {
  name: 'statistics-qrcode',
  area: 'statistics',
  section: { title: 'app.navigation.sections.statistics-qrcode' },
  icon: QrCodeOutlinedIcon,
  pages: [
    {
      name: 'qrcode-analysis',
      path: '/statistics/qrcode',
      element: coming('app.navigation.pages.qrcode-analysis'),
      title: 'app.navigation.pages.qrcode-analysis',
      permissions: ['VIEW_QRCODE_ANALYSIS'],
    },
  ],
};

export default statisticsQrcode;
