import type { ReactElement } from 'react';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { companyApi } from '#contract/endpoints/company';
import { lazyPage, lazyView } from '../lazyView';
import type { PageDeclaration, ResourceDeclaration } from '../types';

const CompanyList = lazyView(() => import('./CompanyList'), 'CompanyList');
const CompanyCreate = lazyView(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyView(() => import('./CompanyEdit'), 'CompanyEdit');

/** The hidden per-company pages of spec §2, at their own paths with the company id. */
const companyPage = (name: string, element: ReactElement): PageDeclaration => ({
  name,
  path: `/company/${name}/:id`,
  element,
  title: `app.navigation.pages.${name}`,
  hidden: true,
});

/** 公司 (spec §2 /company, issue 16): platform management's companies, their admins and buildings. */
const company: ResourceDeclaration = {
  name: 'company',
  order: 200,
  area: 'platform',
  section: { title: 'app.navigation.sections.company' },
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: BusinessOutlinedIcon,
  recordRepresentation: 'name',
  api: { page: companyApi.page, one: companyApi.detail, add: companyApi.add, update: companyApi.update, delete: companyApi.delete },
  pages: [
    { name: 'company-list', view: 'list', title: 'app.navigation.pages.company-list', legacy: ['/company/company-list'] },
    { name: 'company-add', view: 'create', title: 'app.navigation.pages.company-add', hidden: true, legacy: ['/company/company-add'] },
    { name: 'company-edit', view: 'edit', title: 'app.navigation.pages.company-edit', hidden: true, legacy: ['/company/company-edit/:id'] },
    companyPage(
      'company-admins',
      lazyPage(() => import('./CompanyAdmins'), 'CompanyAdmins'),
    ),
    companyPage(
      'company-buildings',
      lazyPage(() => import('./CompanyBuildings'), 'CompanyBuildings'),
    ),
    companyPage(
      'company-buildings-add',
      lazyPage(() => import('./CompanyBuildingAdd'), 'CompanyBuildingAdd'),
    ),
    // `:id` is the building's: it moves to another company.
    companyPage(
      'company-buildings-update',
      lazyPage(() => import('./CompanyBuildingMove'), 'CompanyBuildingMove'),
    ),
  ],
};

export default company;
