import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Spec §2: the empty page of an area with no permitted routes. */
export const NOTHING_PATH = '/nothing';

const page: ShellPage = {
  path: NOTHING_PATH,
  title: 'app.navigation.pages.nothing',
  component: lazyView(() => import('./NothingPage'), 'NothingPage'),
};

export default page;
