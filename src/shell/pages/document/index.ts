import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Help's only page (its landing): the user guide. */
const page: ShellPage = {
  path: '/document/document',
  title: 'app.navigation.pages.document',
  area: 'help',
  component: lazyView(() => import('./DocumentPage'), 'DocumentPage'),
};

export default page;
