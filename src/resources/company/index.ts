import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { coming, comingView } from '../../navigation/ComingPage';
import type { PageDeclaration, ResourceDeclaration } from '../types';

/** The hidden per-company pages of spec §2, at their own paths with the company id. */
const companyPage = (name: string): PageDeclaration => ({
  name,
  path: `/company/${name}/:id`,
  element: coming(`app.navigation.pages.${name}`),
  title: `app.navigation.pages.${name}`,
  hidden: true,
});

const company: ResourceDeclaration = {
  name: 'company',
  area: 'platform',
  section: { title: 'app.navigation.sections.company' },
  list: comingView('app.navigation.pages.company-list'),
  create: comingView('app.navigation.pages.company-add'),
  edit: comingView('app.navigation.pages.company-edit'),
  icon: BusinessOutlinedIcon,
  recordRepresentation: 'name',
  pages: [
    { name: 'company-list', view: 'list', title: 'app.navigation.pages.company-list', legacy: ['/company/company-list'] },
    { name: 'company-add', view: 'create', title: 'app.navigation.pages.company-add', hidden: true, legacy: ['/company/company-add'] },
    { name: 'company-edit', view: 'edit', title: 'app.navigation.pages.company-edit', hidden: true, legacy: ['/company/company-edit/:id'] },
    companyPage('company-admins'),
    companyPage('company-buildings'),
    companyPage('company-buildings-add'),
    companyPage('company-buildings-update'),
  ],
};

export default company;
