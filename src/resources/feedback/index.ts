import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import { feedbackApi } from '#contract/endpoints/feedback';
import { lazyPage } from '../lazyView';
import type { ResourceDeclaration } from '../types';
import { FEEDBACK_DETAIL_PATH, FEEDBACK_LIST_PATH } from './paths';

/**
 * 用户反馈 (issue 18): what app users report, per building. Spec §6 has one feedback code, VIEW_FEEDBACK, so its
 * holders also handle feedback (reply, state, assignee). The list reads through this resource's `page` call.
 */
const feedback: ResourceDeclaration = {
  name: 'feedback',
  order: 80,
  area: 'location',
  section: { title: 'app.navigation.sections.feedback', paths: ['/feedback'] },
  icon: FeedbackOutlinedIcon,
  permissions: { list: ['VIEW_FEEDBACK'] },
  api: { page: feedbackApi.page, one: feedbackApi.one },
  // The pages (and MapLibre behind the detail's map) load only when one opens.
  pages: [
    {
      name: 'feedback-list',
      path: FEEDBACK_LIST_PATH,
      element: lazyPage(() => import('./FeedbackListPage'), 'FeedbackListPage'),
      title: 'app.navigation.pages.feedback-list',
      permissions: ['VIEW_FEEDBACK'],
    },
    {
      name: 'feedback-detail',
      path: FEEDBACK_DETAIL_PATH,
      element: lazyPage(() => import('./FeedbackDetailPage'), 'FeedbackDetailPage'),
      title: 'app.navigation.pages.feedback-detail',
      permissions: ['VIEW_FEEDBACK'],
      hidden: true,
    },
  ],
};

export default feedback;
