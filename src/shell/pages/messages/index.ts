import { lazyView } from '../../../resources/lazyView';
import type { ShellPage } from '../types';

/** Spec §2 消息中心: the message centre. */
const page: ShellPage = {
  path: '/message',
  title: 'app.navigation.pages.message',
  component: lazyView(() => import('./MessagePage'), 'MessagePage'),
};

export default page;
