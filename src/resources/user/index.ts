import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { appUserApi } from '#contract/endpoints/appUser';
import { lazyPage, lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';

const UserList = lazyView(() => import('./UserList'), 'UserList');

/** 用户列表 (spec §2 /user, issue 16): the apps' end users as the usage events know them; one user's activity and erasure. */
const user: ResourceDeclaration = {
  name: 'user',
  order: 260,
  area: 'platform',
  section: { title: 'app.navigation.sections.user' },
  list: UserList,
  icon: PersonOutlinedIcon,
  recordRepresentation: 'userId',
  api: { page: appUserApi.page },
  pages: [
    { name: 'user-list', view: 'list', title: 'app.navigation.pages.user-list', legacy: ['/user/list'] },
    // `:id` is the pseudonymous user id (URI-encoded).
    {
      name: 'user-activity',
      path: '/user/user-activity/:id',
      element: lazyPage(() => import('./UserActivity'), 'UserActivity'),
      title: 'app.appUsers.activity',
      hidden: true,
    },
  ],
};

export default user;
