import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Spec §2: choosing the building (and so the app) to work on. */
const page: ShellPage = {
  path: '/application',
  title: 'app.application.title',
  component: lazyView(() => import('./ApplicationPage'), 'ApplicationPage'),
};

export default page;
