import { createElement, Suspense, type ComponentType } from 'react';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { Loading } from 'react-admin';
import { companyApi } from '../../../server/src/contract/company';
import { lazyView } from '../lazyView';
import type { PageDeclaration, ResourceDeclaration } from '../types';

const CompanyList = lazyView(() => import('./CompanyList'), 'CompanyList');
const CompanyCreate = lazyView(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyView(() => import('./CompanyEdit'), 'CompanyEdit');
const CompanyAdmins = lazyView(() => import('./CompanyAdmins'), 'CompanyAdmins');
const CompanyBuildings = lazyView(() => import('./CompanyBuildings'), 'CompanyBuildings');
const CompanyBuildingAdd = lazyView(() => import('./CompanyBuildingAdd'), 'CompanyBuildingAdd');
const CompanyBuildingMove = lazyView(() => import('./CompanyBuildingMove'), 'CompanyBuildingMove');

/** The hidden per-company pages of spec §2, at their own paths with the company id. */
const companyPage = (name: string, view: ComponentType): PageDeclaration => ({
  name,
  path: `/company/${name}/:id`,
  element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(view)),
  title: `app.navigation.pages.${name}`,
  hidden: true,
});

/** 公司 (spec §2 /company, issue 16): platform management's companies, their admins and buildings. */
const company: ResourceDeclaration = {
  name: 'company',
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
    companyPage('company-admins', CompanyAdmins),
    companyPage('company-buildings', CompanyBuildings),
    companyPage('company-buildings-add', CompanyBuildingAdd),
    // `:id` is the building's: it moves to another company.
    companyPage('company-buildings-update', CompanyBuildingMove),
  ],
};

export default company;
