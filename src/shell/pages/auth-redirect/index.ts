import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Public: the landing page of an external sign-in, handing its token on to /token-login. */
const page: ShellPage = {
  path: '/auth-redirect',
  public: true,
  component: lazyView(() => import('./AuthRedirectPage'), 'AuthRedirectPage'),
};

export default page;
