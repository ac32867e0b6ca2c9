import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { PageDeclaration, ResourceDeclaration } from '../types';

const customPage = (name: string, path: string, hidden = true): PageDeclaration => ({
  name,
  path,
  element: coming(`app.navigation.pages.${name}`),
  title: `app.navigation.pages.${name}`,
  hidden,
});

/** WeChat mini-programs (spec §2 /wxapp: list, open-list, add; edit, group, code, code-templates hidden). */
const wxapp: ResourceDeclaration = {
  name: 'wxapp',
  area: 'platform',
  section: { title: 'app.navigation.sections.wxapp' },
  list: comingView('app.navigation.pages.wxapp-list'),
  create: comingView('app.navigation.pages.wxapp-add'),
  edit: comingView('app.navigation.pages.wxapp-edit'),
  icon: ChatOutlinedIcon,
  recordRepresentation: 'name',
  pages: [
    { name: 'wxapp-list', view: 'list', title: 'app.navigation.pages.wxapp-list', legacy: ['/wxapp/list'] },
    customPage('wxapp-open-list', '/wxapp/open-list', false),
    { name: 'wxapp-add', view: 'create', title: 'app.navigation.pages.wxapp-add', legacy: ['/wxapp/add'] },
    { name: 'wxapp-edit', view: 'edit', title: 'app.navigation.pages.wxapp-edit', hidden: true, legacy: ['/wxapp/edit/:id'] },
    customPage('wxapp-group', '/wxapp/group/:id'),
    customPage('wxapp-code', '/wxapp/code/:id'),
    customPage('wxapp-code-templates', '/wxapp/code-templates'),
  ],
};

export default wxapp;
