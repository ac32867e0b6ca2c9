import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Spec §2 关于: the product, its versions and the server's status. */
const page: ShellPage = {
  path: '/about',
  title: 'app.navigation.pages.about',
  component: lazyView(() => import('./AboutPage'), 'AboutPage'),
};

export default page;
