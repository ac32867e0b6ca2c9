import { createElement, Suspense } from 'react';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import { Loading } from 'react-admin';
import { feedbackApi } from '../../../server/src/contract/feedback';
import { lazyView } from '../lazyView';
import type { ResourceDeclaration } from '../types';
import { FEEDBACK_DETAIL_PATH, FEEDBACK_LIST_PATH } from './paths';

// The pages (and MapLibre behind the detail's map) load only when one opens.
const FeedbackListPage = lazyView(() => import('./FeedbackListPage'), 'FeedbackListPage');
const FeedbackDetailPage = lazyView(() => import('./FeedbackDetailPage'), 'FeedbackDetailPage');
const lazy = (page: Parameters<typeof createElement>[0]) => createElement(Suspense, { fallback: createElement(Loading) }, createElement(page));

/**
 * 用户反馈 (issue 18): what app users report, per building. Spec §6 has one feedback code, VIEW_FEEDBACK, so its
 * holders also handle feedback (reply, state, assignee). The list reads through this resource's `page` call.
 */
const feedback: ResourceDeclaration = {
  name: 'feedback',
  area: 'location',
  section: { title: 'app.navigation.sections.feedback', paths: ['/feedback'] },
  icon: FeedbackOutlinedIcon,
  permissions: { list: ['VIEW_FEEDBACK'] },
  api: { page: feedbackApi.page, one: feedbackApi.one },
  pages: [
    {
      name: 'feedback-list',
      path: FEEDBACK_LIST_PATH,
      element: lazy(FeedbackListPage),
      title: 'app.navigation.pages.feedback-list',
      permissions: ['VIEW_FEEDBACK'],
    },
    {
      name: 'feedback-detail',
      path: FEEDBACK_DETAIL_PATH,
      element: lazy(FeedbackDetailPage),
      title: 'app.navigation.pages.feedback-detail',
      permissions: ['VIEW_FEEDBACK'],
      hidden: true,
    },
  ],
};

export default feedback;
