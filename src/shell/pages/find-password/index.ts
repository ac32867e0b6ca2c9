import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Public: asking for a reset mail, and resetting the password from its link. */
const page: ShellPage = {
  path: '/find-password',
  public: true,
  component: lazyView(() => import('./FindPasswordPage'), 'FindPasswordPage'),
};

export default page;
