/** The feedback pages' paths (issue 18); the detail's is the one the message centre links to (feedbackDetailLink). */
export const FEEDBACK_LIST_PATH = '/feedback/feedback-list';
export const FEEDBACK_DETAIL_PATH = '/feedback/feedback-detail/:id';
export { feedbackDetailLink } from '#contract/endpoints/feedback';
