import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const SourceConfigPage = lazyView(() => import('./SourceConfigPage'), 'SourceConfigPage');

/** 导航链接配置 (spec §2 /config source-config, issue 13): the links an app shows in a building, ordered, with the app's preview. */
const source: ResourceDeclaration = {
  name: 'source',
  order: 60,
  area: 'location',
  section: { title: 'app.navigation.sections.source', paths: ['/config'] },
  list: SourceConfigPage,
  icon: LinkOutlinedIcon,
  // The page calls the source API itself (api.ts): it saves the whole list in its order, which no react-admin verb does.
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
