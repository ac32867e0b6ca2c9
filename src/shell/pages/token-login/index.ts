import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Public: signing in with a login token. */
const page: ShellPage = {
  path: '/token-login',
  public: true,
  component: lazyView(() => import('./TokenLoginPage'), 'TokenLoginPage'),
};

export default page;
