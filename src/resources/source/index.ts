import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import { comingView } from '../../navigation/ComingPage';
import type { ResourceDeclaration } from '../types';

/** Navigation links (sources); spec §2 lists them as the /config section's source-config page. */
const source: ResourceDeclaration = {
  name: 'source',
  area: 'location',
  section: { title: 'app.navigation.sections.source', paths: ['/config'] },
  list: comingView('app.navigation.pages.source-config'),
  icon: LinkOutlinedIcon,
  permissions: { edit: ['EDIT_SOURCE'], create: ['EDIT_SOURCE'], delete: ['EDIT_SOURCE'] },
  pages: [
    {
      name: 'source-config',
      view: 'list',
      title: 'app.navigation.pages.source-config',
      permissions: ['VIEW_SOURCE'],
      legacy: ['/config/source-config'],
    },
  ],
};

export default source;
