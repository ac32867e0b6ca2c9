import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Spec §2 个人中心: the admin's profile and the password change. */
const page: ShellPage = {
  path: '/account',
  title: 'app.navigation.pages.account',
  component: lazyView(() => import('./AccountPage'), 'AccountPage'),
};

export default page;
